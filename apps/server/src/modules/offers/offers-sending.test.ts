import { CartReplySchema, OffersListReplySchema, PublicOfferReplySchema } from '@kodumasinad/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANNA, checkoutUpTo, confirm, loggedIn, MART } from '../../test-support/checkout-fixtures.js';
import { newOffer, offerOf, saveBody, someProduct } from '../../test-support/offer-fixtures.js';
import { pdfText } from '../../test-support/pdf-text.js';
import { strict } from '../../test-support/strict.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { readOutbox, TestClient } from '../../test-support/test-client.js';

let t: TestApp;
let anna: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  anna = await loggedIn(t.app, ANNA);
});

afterAll(async () => {
  await t.close();
});

describe('the document', () => {
  it('renders rows and totals, the buyer as issuer, and never purchase prices or margins', async () => {
    const product = await someProduct(anna);
    const offer = offerOf(
      await anna.api('POST', '/api/offers/row/add', {
        id: (await newOffer(anna, 'PDF proov')).id,
        product_id: product.id,
      }),
    );
    const saved = offerOf(
      await anna.api(
        'POST',
        `/api/offer/${offer.id}`,
        saveBody(offer, {
          customer_name: 'Õie Šõkk',
          rows: [
            { product_id: product.id, quantity: 2, price: '', discount: 0 },
            { own_product: true, title: 'Paigaldus ja ühendamine', quantity: 1, price: '49,90', discount: 0 },
          ],
        }),
      ),
    );
    const preview = await anna.api('GET', `/api/offers/preview/${offer.id}`);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('application/pdf');
    expect(preview.headers['content-disposition']).toMatch(/^inline; filename="P-\d{4}-\d{4}\.pdf"/);
    const download = await anna.api('GET', `/api/offers/${offer.id}/pdf`);
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="P-\d{4}-\d{4}\.pdf"/);

    const text = (await pdfText(download.rawPayload)).text.replace(/\s+/g, ' ');
    const euros = (cents: number) =>
      new Intl.NumberFormat('et-EE', { style: 'currency', currency: 'EUR', useGrouping: 'always' })
        .format(cents / 100)
        .replace(/\s+/g, ' ');
    expect(text).toContain('Hinnapakkumine');
    expect(text).toContain(saved.number);
    expect(text).toContain('Õie Šõkk');
    expect(text).toContain('Kodumasin Pluss OÜ');
    expect(text).toContain(product.title);
    expect(text).toContain('Paigaldus ja ühendamine');
    expect(text).toContain(euros(saved.totals.net));
    expect(text).toContain(euros(saved.totals.gross));
    expect(text).toMatch(/Käibemaks 24\s%/);
    expect(text).not.toContain(euros(product.price));
    expect(text).not.toContain(euros(saved.totals.margin));
    expect(text).not.toContain('Kodumasinad');
  });

  it('uses English labels for an English offer', async () => {
    const sent = strict(OffersListReplySchema).parse(
      (await anna.api('GET', '/api/offers/sent?search=Nordic')).json(),
    );
    const id = sent.data[0]?.id ?? 0;
    const { text } = await pdfText((await anna.api('GET', `/api/offers/${id}/pdf`)).rawPayload);
    expect(text).toContain('Quotation');
    expect(text).toContain('Total incl. VAT');
    expect(text).not.toContain('Hinnapakkumine');
  });
});

describe('sending, the customer page and ordering', () => {
  it('sends by e-mail with the PDF and a link the customer opens and accepts; the buyer is told', async () => {
    const product = await someProduct(anna);
    const offer = offerOf(
      await anna.api('POST', '/api/offers/row/add', {
        id: (await newOffer(anna, 'Saatmine')).id,
        product_id: product.id,
      }),
    );
    const nameless = await anna.api('POST', '/api/offers/send', {
      id: offer.id,
      email: 'klient@firma.ee',
      message: '',
    });
    expect(nameless.statusCode).toBe(422);
    expect(nameless.json()).toMatchObject({
      errors: { customer_name: ['Enne saatmist lisa kliendi nimi.'] },
    });
    const badEmail = await anna.api('POST', '/api/offers/send', {
      id: offer.id,
      email: 'klient',
      message: '',
    });
    expect(badEmail.json()).toMatchObject({ errors: { email: ['E-post peab olema e-maili aadress.'] } });

    offerOf(
      await anna.api('POST', `/api/offer/${offer.id}`, saveBody(offer, { customer_name: 'Kati Kask' })),
    );
    const sent = offerOf(
      await anna.api('POST', '/api/offers/send', {
        id: offer.id,
        email: 'kati@firma.ee',
        message: 'Tere, Kati!',
      }),
    );
    expect(sent).toMatchObject({ status: 'sent', sent_to: 'kati@firma.ee', customer_email: 'kati@firma.ee' });
    const url = sent.customer_url ?? '';
    const token = url.split('/pakkumine/')[1] ?? '';
    expect(token.length).toBeGreaterThanOrEqual(22);
    await t.app.idleMail();
    const mail = readOutbox(t.dataDir).find((entry) => entry.to === 'kati@firma.ee');
    expect(mail?.subject).toBe(`Hinnapakkumine ${sent.number}: Saatmine`);
    expect(mail?.text).toContain('Tere, Kati!');
    expect(mail?.text).toContain(url);
    expect(mail?.attachments).toEqual([
      { filename: `${sent.number}.pdf`, content_type: 'application/pdf', size: expect.any(Number) },
      // Anna's logo, shown inline in the HTML part (issue 22 item 9).
      { filename: 'logo.png', content_type: 'image/png', size: expect.any(Number), cid: 'logo@pakkumine' },
    ]);

    const customer = new TestClient(t.app);
    await customer.page();
    const page = strict(PublicOfferReplySchema).parse(
      (await customer.api('GET', `/api/public/offers/${token}`)).json(),
    );
    expect(page.offer).toMatchObject({
      number: sent.number,
      can_accept: true,
      expired: false,
      customer_name: 'Kati Kask',
    });
    expect(JSON.stringify(page)).not.toContain('purchase');
    const pdf = await customer.api('GET', `/api/public/offers/${token}/pdf`);
    expect(pdf.headers['content-type']).toBe('application/pdf');

    const accepted = await customer.api('POST', `/api/public/offers/${token}/accept`, {
      name: 'Kati Kask',
      version: page.offer.version,
    });
    expect(strict(PublicOfferReplySchema).parse(accepted.json()).offer).toMatchObject({
      accepted_by: 'Kati Kask',
      can_accept: false,
    });
    expect(offerOf(await anna.api('GET', `/api/offer/${offer.id}`))).toMatchObject({
      status: 'accepted',
      status_label: 'Kinnitatud',
      accepted_by: 'Kati Kask',
    });
    await t.app.idleMail();
    const told = readOutbox(t.dataDir).find((entry) => entry.to === ANNA);
    expect(told?.subject).toBe(`Pakkumine ${sent.number} on kinnitatud`);

    expect((await customer.api('GET', `/api/public/offers/${'x'.repeat(32)}`)).statusCode).toBe(404);
    expect((await customer.api('GET', '/api/public/offers/short')).statusCode).toBe(404);
  });

  it('refuses to accept an expired offer and revokes the link on archive', async () => {
    const listed = await anna.api('GET', '/api/offers/expired?search=Suvemaja');
    const expired = strict(OffersListReplySchema)
      .parse(listed.json())
      .data.find((item) => item.title === 'Suvemaja külmik');
    const offer = offerOf(await anna.api('GET', `/api/offer/${expired?.id ?? 0}`));
    const token = offer.customer_url?.split('/pakkumine/')[1] ?? '';
    const customer = new TestClient(t.app);
    await customer.page();
    const response = await customer.api('GET', `/api/public/offers/${token}`);
    expect(response.statusCode, response.body).toBe(200);
    const page = strict(PublicOfferReplySchema).parse(response.json());
    expect(page.offer).toMatchObject({ expired: true, can_accept: false });
    const refused = await customer.api('POST', `/api/public/offers/${token}/accept`, {
      name: 'Keegi',
      version: page.offer.version,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ message: 'Pakkumine on aegunud.' });

    offerOf(await anna.api('POST', '/api/offers/archive', { id: offer.id }));
    expect((await customer.api('GET', `/api/public/offers/${token}`)).statusCode).toBe(404);
  });

  it('puts the catalogue rows in the cart, names the own rows, and marks the offer ordered when the order is placed', async () => {
    const mart = await loggedIn(t.app, MART);
    const product = await someProduct(mart);
    const created = offerOf(await mart.api('POST', '/api/offers/add', { title: 'Tellimiseks' }));
    const offer = offerOf(
      await mart.api(
        'POST',
        `/api/offer/${created.id}`,
        saveBody(created, {
          rows: [
            { product_id: product.id, quantity: 3, price: '', discount: 0 },
            { own_product: true, title: 'Paigaldus', quantity: 1, price: '10', discount: 0 },
          ],
        }),
      ),
    );
    const ordered = await mart.api('POST', '/api/offers/order', { id: offer.id });
    expect(ordered.statusCode).toBe(200);
    const reply = strict(CartReplySchema).parse(ordered.json());
    expect(reply.warning).toBe('Oma tooted jäid ostukorvi lisamata: Paigaldus.');
    expect(reply.cart.items).toBeGreaterThanOrEqual(3);
    await checkoutUpTo(mart, 'invoice');
    expect((await confirm(mart)).statusCode).toBe(200);
    const after = offerOf(await mart.api('GET', `/api/offer/${offer.id}`));
    expect(after).toMatchObject({ status: 'ordered', status_label: 'Tellitud' });
    expect(after.ordered_at).not.toBeNull();
  });
});
