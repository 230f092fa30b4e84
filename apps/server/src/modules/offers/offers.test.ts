import {
  CartReplySchema,
  MessageReplySchema,
  OfferReplySchema,
  OffersIndexReplySchema,
  OffersListReplySchema,
  PublicOfferReplySchema,
  defaultUnitPrice,
  type Offer,
} from '@kodumasinad/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { estonianDay } from '../../platform/estonian-calendar.js';
import { ANNA, checkoutUpTo, confirm, loggedIn, MART, PEETER } from '../../test-support/checkout-fixtures.js';
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

const offerOf = (response: { json(): unknown; statusCode: number; body: string }): Offer => {
  expect(response.statusCode, response.body).toBe(200);
  return strict(OfferReplySchema).parse(response.json()).offer;
};

async function newOffer(client: TestClient = anna, title = 'Test'): Promise<Offer> {
  return offerOf(await client.api('POST', '/api/offers/add', { title }));
}

/** A product the catalogue sells, with Anna's purchase price. */
async function someProduct(client: TestClient = anna) {
  const search = await client.api('GET', '/api/products/featured');
  const products = (search.json() as { data: { id: number; price: number; title: string; code: string }[] })
    .data;
  const product = products[0];
  if (product === undefined) throw new Error('no featured products');
  return product;
}

const saveBody = (offer: Offer, change: Record<string, unknown> = {}) => ({
  title: offer.title,
  customer_name: offer.customer_name,
  customer_company: offer.customer_company,
  customer_registry_code: offer.customer_registry_code,
  customer_email: offer.customer_email,
  customer_phone: offer.customer_phone,
  customer_address: offer.customer_address,
  language: offer.language,
  valid_days: offer.valid_days,
  payment_term: offer.payment_term,
  price_increase: offer.price_increase,
  intro: offer.intro,
  signature: offer.signature,
  rows: offer.rows.map((row) => ({
    rowId: row.rowId,
    product_id: row.product_id,
    own_product: row.own_product,
    title: row.title,
    code: row.code,
    unit: row.unit,
    quantity: row.quantity,
    price: row.custom_price ? (row.price / 100).toFixed(2) : '',
    discount: row.discount,
  })),
  ...change,
});

describe('rights', () => {
  const calls = [
    ['GET', '/api/offers/index'],
    ['GET', '/api/offers/open'],
    ['POST', '/api/offers/add'],
    ['GET', '/api/offer/1'],
    ['POST', '/api/offer/1'],
    ['POST', '/api/offers/row/add'],
    ['POST', '/api/offers/row/remove'],
    ['POST', '/api/offers/copy'],
    ['POST', '/api/offers/archive'],
    ['POST', '/api/offers/delete'],
    ['POST', '/api/offers/order'],
    ['POST', '/api/offers/send'],
    ['GET', '/api/offers/preview/1'],
    ['GET', '/api/offers/1/pdf'],
  ] as const;

  it.each(calls)('%s %s answers 403 with redirect / to a company without can_offers', async (method, url) => {
    const peeter = await loggedIn(t.app, PEETER);
    const response = await peeter.api(method, url, { id: 1 });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ redirect: '/', code: 'forbidden' });
  });

  it.each(calls)('%s %s answers 401 when logged out', async (method, url) => {
    const client = new TestClient(t.app);
    await client.page();
    expect((await client.api(method, url, { id: 1 })).statusCode).toBe(401);
  });

  it("answers 404 on every call for another company's offer, and changes nothing", async () => {
    await t.db
      .updateTable('b2b_clients')
      .set({ can_offers: 1 })
      .where('name', '=', 'Ehitusmaailm AS')
      .execute();
    try {
      const peeter = await loggedIn(t.app, PEETER);
      const foreign = await newOffer(peeter, 'Peetri pakkumine');
      const product = await someProduct(peeter);
      const withRow = offerOf(
        await peeter.api('POST', '/api/offers/row/add', { id: foreign.id, product_id: product.id }),
      );
      const rowId = withRow.rows[0]?.rowId ?? 0;
      const id = foreign.id;
      const attempts = [
        anna.api('GET', `/api/offer/${id}`),
        anna.api('POST', `/api/offer/${id}`, saveBody(withRow, { title: 'Võõras' })),
        anna.api('POST', '/api/offers/row/add', { id, product_id: product.id }),
        anna.api('POST', '/api/offers/row/remove', { id, rowId }),
        anna.api('POST', '/api/offers/copy', { id }),
        anna.api('POST', '/api/offers/archive', { id }),
        anna.api('POST', '/api/offers/delete', { id }),
        anna.api('POST', '/api/offers/order', { id }),
        anna.api('POST', '/api/offers/send', { id, email: 'x@y.ee', message: '' }),
        anna.api('GET', `/api/offers/preview/${id}`),
        anna.api('GET', `/api/offers/${id}/pdf`),
      ];
      for (const response of await Promise.all(attempts)) {
        expect(response.statusCode, response.body).toBe(404);
        expect(response.body).not.toContain('Peetri');
      }
      const after = offerOf(await peeter.api('GET', `/api/offer/${id}`));
      expect(after).toMatchObject({ title: 'Peetri pakkumine', status: 'open', rows: [{ rowId }] });
      const list = strict(OffersListReplySchema).parse(
        (await anna.api('GET', '/api/offers/open?search=Peetri')).json(),
      );
      expect(list.data).toEqual([]);
    } finally {
      await t.db
        .updateTable('b2b_clients')
        .set({ can_offers: 0 })
        .where('name', '=', 'Ehitusmaailm AS')
        .execute();
    }
  });
});

describe('lists and counts', () => {
  it('counts the seeded offers per status, the expired one derived', async () => {
    const client = await loggedIn(t.app, MART);
    const { counts } = strict(OffersIndexReplySchema).parse(
      (await client.api('GET', '/api/offers/index')).json(),
    );
    expect(counts.sent).toBeGreaterThanOrEqual(2);
    expect(counts.expired).toBeGreaterThanOrEqual(1);
    for (const status of ['accepted', 'ordered', 'archived'] as const)
      expect(counts[status]).toBeGreaterThanOrEqual(1);
  });

  it('lists a status with totals, author and pagination, and searches number, customer and title', async () => {
    const list = strict(OffersListReplySchema).parse((await anna.api('GET', '/api/offers/sent')).json());
    expect(list.meta).toMatchObject({ current_page: 1, per_page: 20 });
    const english = list.data.find((item) => item.customer_company === 'Nordic Rentals Ltd');
    expect(english).toMatchObject({ status: 'sent', status_label: 'Saadetud', created_by: 'Anna Tamm' });
    expect(english?.total_vat).toBeGreaterThan(english?.total ?? 0);
    const byCustomer = strict(OffersListReplySchema).parse(
      (await anna.api('GET', '/api/offers/sent?search=nordic')).json(),
    );
    expect(byCustomer.data.map((item) => item.id)).toEqual([english?.id]);
    const byNumber = strict(OffersListReplySchema).parse(
      (await anna.api('GET', `/api/offers/sent?search=${english?.number ?? ''}`)).json(),
    );
    expect(byNumber.meta.total).toBe(1);
    const expired = strict(OffersListReplySchema).parse(
      (await anna.api('GET', '/api/offers/expired')).json(),
    );
    expect(expired.data.find((item) => item.title === 'Suvemaja külmik')).toMatchObject({
      status: 'expired',
      status_label: 'Aegunud',
    });
  });

  it('answers 404 for an unknown status and 422 for a bad page', async () => {
    expect((await anna.api('GET', '/api/offers/draft')).statusCode).toBe(404);
    expect((await anna.api('GET', '/api/offers/open?page=0')).statusCode).toBe(422);
  });

  it('derives expired from the valid-until day: all of its last day still holds', async () => {
    const offer = await newOffer();
    const today = estonianDay();
    await t.db.updateTable('offers').set({ valid_until: today }).where('id', '=', offer.id).execute();
    expect(offerOf(await anna.api('GET', `/api/offer/${offer.id}`)).status).toBe('open');
    const yesterday = new Date(Date.parse(`${today}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    await t.db.updateTable('offers').set({ valid_until: yesterday }).where('id', '=', offer.id).execute();
    expect(offerOf(await anna.api('GET', `/api/offer/${offer.id}`))).toMatchObject({
      status: 'expired',
      status_label: 'Aegunud',
    });
  });
});

describe('editing an offer', () => {
  it("creates an offer with the user's defaults and a per-company number", async () => {
    const offer = await newOffer(anna, 'Köök');
    expect(offer).toMatchObject({
      title: 'Köök',
      status: 'open',
      language: 'et',
      valid_days: 30,
      payment_term: '14',
      payment_term_label: '14 päeva',
      price_increase: 25,
      created_by: 'Anna Tamm',
      rows: [],
      customer_url: null,
    });
    expect(offer.number).toMatch(/^P-\d{4}-\d{4}$/);
    expect(offer.signature).toContain('Anna Tamm');
    expect(offer.logo).toMatch(/^\/images\/logos\//);
    const mart = offerOf(await (await loggedIn(t.app, MART)).api('POST', '/api/offers/add', {}));
    expect(mart).toMatchObject({
      payment_term: 'E',
      payment_term_label: 'Ettemaks',
      valid_days: 14,
      price_increase: 20,
    });
    expect(mart.number).not.toBe(offer.number);
  });

  it('prices a catalogue row at purchase price plus markup, adds own rows and saves everything with totals', async () => {
    const product = await someProduct();
    const offer = await newOffer();
    const added = offerOf(
      await anna.api('POST', '/api/offers/row/add', { id: offer.id, product_id: product.id }),
    );
    expect(added.rows).toEqual([
      expect.objectContaining({
        product_id: product.id,
        own_product: false,
        quantity: 1,
        purchase_price: product.price,
        price: defaultUnitPrice(product.price, 25),
        custom_price: false,
      }),
    ]);
    const own = offerOf(await anna.api('POST', '/api/offers/row/add', { id: offer.id, own_product: true }));
    expect(own.rows[1]).toMatchObject({
      own_product: true,
      title: 'Oma toode',
      purchase_price: null,
      margin: null,
    });

    const body = saveBody(own, {
      customer_name: 'Kati Kask',
      price_increase: '10',
      valid_days: 7,
      payment_term: 'E',
      rows: [
        { product_id: product.id, quantity: 3, price: '', discount: '10' },
        { own_product: true, title: 'Paigaldus', unit: 'h', quantity: 2, price: '45,50', discount: 0 },
      ],
    });
    const saved = await anna.api('POST', `/api/offer/${offer.id}`, body);
    const reply = strict(OfferReplySchema).parse(saved.json());
    expect(reply.message).toBe('Pakkumine on salvestatud.');
    const unit = defaultUnitPrice(product.price, 10);
    const first = Math.floor((unit * 3 * 9000 + 5000) / 10000);
    expect(reply.offer.rows).toEqual([
      expect.objectContaining({ price: unit, quantity: 3, discount: 10, total: first, custom_price: false }),
      expect.objectContaining({
        title: 'Paigaldus',
        unit: 'h',
        price: 4550,
        total: 9100,
        custom_price: true,
      }),
    ]);
    expect(reply.offer.rows[0]?.margin).toBe(first - product.price * 3);
    const net = first + 9100;
    expect(reply.offer.totals).toMatchObject({
      net,
      vat: Math.floor((net * 2400 + 5000) / 10000),
      purchase: product.price * 3,
      margin: first - product.price * 3,
    });
    expect(reply.offer).toMatchObject({
      customer_name: 'Kati Kask',
      payment_term_label: 'Ettemaks',
      valid_days: 7,
    });
  });

  it('refuses bad input with Estonian field errors and saves nothing', async () => {
    const product = await someProduct();
    const offer = offerOf(
      await anna.api('POST', '/api/offers/row/add', { id: (await newOffer()).id, product_id: product.id }),
    );
    const response = await anna.api(
      'POST',
      `/api/offer/${offer.id}`,
      saveBody(offer, {
        title: 'Muudetud',
        price_increase: 2000,
        valid_days: 0,
        payment_term: 'X',
        rows: [{ product_id: product.id, quantity: 0, price: '-5', discount: 150 }],
      }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      errors: {
        price_increase: ['Juurdehindlus peab olema -100 kuni 1000%.'],
        valid_days: ['Kehtivus peab olema 1 kuni 365 päeva.'],
        payment_term: ['Maksetingimus peab olema päevade arv või E (ettemaks).'],
        'rows.0.quantity': ['Kogus peab olema positiivne täisarv (kuni 9999).'],
        'rows.0.price': ['Hind peab olema 0 või suurem ja kuni kahe komakohaga.'],
        'rows.0.discount': ['Allahindlus peab olema 0 kuni 100%.'],
      },
    });
    const unknownProduct = await anna.api(
      'POST',
      `/api/offer/${offer.id}`,
      saveBody(offer, { title: 'Muudetud', rows: [{ product_id: 999_999, quantity: 1 }] }),
    );
    expect(unknownProduct.statusCode).toBe(422);
    expect(unknownProduct.json()).toMatchObject({ errors: { 'rows.0.product_id': ['Toodet ei leitud.'] } });
    expect(offerOf(await anna.api('GET', `/api/offer/${offer.id}`))).toEqual(offer);
  });

  it('removes a row by rowId, 404 for a row that is not there', async () => {
    const product = await someProduct();
    const offer = offerOf(
      await anna.api('POST', '/api/offers/row/add', { id: (await newOffer()).id, product_id: product.id }),
    );
    const rowId = offer.rows[0]?.rowId ?? 0;
    expect(offerOf(await anna.api('POST', '/api/offers/row/remove', { id: offer.id, rowId })).rows).toEqual(
      [],
    );
    expect((await anna.api('POST', '/api/offers/row/remove', { id: offer.id, rowId })).statusCode).toBe(404);
  });

  it('copies with a new number, open status, fresh validity and the same rows; archives and deletes', async () => {
    const seeded = strict(OffersListReplySchema).parse((await anna.api('GET', '/api/offers/accepted')).json())
      .data[0];
    expect(seeded).toBeDefined();
    const original = offerOf(await anna.api('GET', `/api/offer/${seeded?.id ?? 0}`));
    const copy = offerOf(await anna.api('POST', '/api/offers/copy', { id: original.id }));
    expect(copy).toMatchObject({
      status: 'open',
      title: original.title,
      customer_name: original.customer_name,
    });
    expect(copy.number).not.toBe(original.number);
    expect(copy.date).toBe(estonianDay());
    expect(copy.customer_url).toBeNull();
    expect(copy.rows.map((row) => [row.title, row.quantity])).toEqual(
      original.rows.map((row) => [row.title, row.quantity]),
    );

    const archived = offerOf(await anna.api('POST', '/api/offers/archive', { id: copy.id }));
    expect(archived).toMatchObject({ status: 'archived', status_label: 'Arhiveeritud' });
    const locked = await anna.api('POST', `/api/offer/${copy.id}`, saveBody(archived));
    expect(locked.statusCode).toBe(422);

    const deleted = await anna.api('POST', '/api/offers/delete', { id: copy.id });
    expect(strict(MessageReplySchema).parse(deleted.json()).message).toBe('Pakkumine on kustutatud.');
    expect((await anna.api('GET', `/api/offer/${copy.id}`)).statusCode).toBe(404);
  });
});

describe('the document', () => {
  it('renders rows and totals, the buyer as issuer, and never purchase prices or margins', async () => {
    const product = await someProduct();
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
    expect(text).toContain('Käibemaks 24%');
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
    const product = await someProduct();
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

    const accepted = await customer.api('POST', `/api/public/offers/${token}/accept`, { name: 'Kati Kask' });
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
    const refused = await customer.api('POST', `/api/public/offers/${token}/accept`, { name: 'Keegi' });
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
