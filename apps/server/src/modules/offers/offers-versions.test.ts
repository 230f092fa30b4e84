import { OFFER_CHANGED_MESSAGE, PublicOfferReplySchema } from '@kodumasinad/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../platform/sessions.js';
import { ANNA, loggedIn } from '../../test-support/checkout-fixtures.js';
import { newOffer, offerOf, saveBody, someProduct } from '../../test-support/offer-fixtures.js';
import { strict } from '../../test-support/strict.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { pdfText } from '../../test-support/pdf-text.js';
import { readOutbox, TestClient } from '../../test-support/test-client.js';

let t: TestApp;
let anna: TestClient;
let customer: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  anna = await loggedIn(t.app, ANNA);
  customer = new TestClient(t.app);
  await customer.page();
});

afterAll(async () => {
  await t.close();
});

/** A sent offer with one catalogue row at the buyer's markup, and its end-customer token. */
async function sentOffer(title: string) {
  const product = await someProduct(anna);
  const added = offerOf(
    await anna.api('POST', '/api/offers/row/add', {
      id: (await newOffer(anna, title)).id,
      product_id: product.id,
    }),
  );
  offerOf(
    await anna.api(
      'POST',
      `/api/offer/${added.id}`,
      saveBody(added, { customer_name: 'Kati Kask', price_increase: 10 }),
    ),
  );
  const sent = offerOf(
    await anna.api('POST', '/api/offers/send', { id: added.id, email: 'kati@firma.ee', message: '' }),
  );
  const token = sent.customer_url?.split('/pakkumine/')[1] ?? '';
  return { sent, token };
}

const publicOffer = async (token: string) => {
  const response = await customer.api('GET', `/api/public/offers/${token}`);
  expect(response.statusCode, response.body).toBe(200);
  return strict(PublicOfferReplySchema).parse(response.json()).offer;
};

describe('the end customer accepts only the version they saw (issue 22 item 3)', () => {
  it('refuses an accept of an offer changed since it was opened with 409, and takes the new one', async () => {
    const { sent, token } = await sentOffer('Versioonid');
    const seen = await publicOffer(token);
    expect(seen.version).toBe(sent.version);

    // The buyer raises the markup while the customer looks at the page.
    const changed = offerOf(
      await anna.api('POST', `/api/offer/${sent.id}`, saveBody(sent, { price_increase: 30 })),
    );
    expect(changed.version).toBe(sent.version + 1);
    expect(changed.status).toBe('sent');

    const refused = await customer.api('POST', `/api/public/offers/${token}/accept`, {
      name: 'Kati Kask',
      version: seen.version,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'offer_changed', message: OFFER_CHANGED_MESSAGE });
    expect(offerOf(await anna.api('GET', `/api/offer/${sent.id}`))).toMatchObject({
      status: 'sent',
      accepted_by: null,
      accepted_version: null,
    });

    const reloaded = await publicOffer(token);
    expect(reloaded.version).toBe(changed.version);
    expect(reloaded.totals.gross).toBe(changed.totals.gross);
    expect(reloaded.totals.gross).toBeGreaterThan(seen.totals.gross);

    const accepted = await customer.api('POST', `/api/public/offers/${token}/accept`, {
      name: 'Kati Kask',
      version: reloaded.version,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(offerOf(await anna.api('GET', `/api/offer/${sent.id}`))).toMatchObject({
      status: 'accepted',
      accepted_by: 'Kati Kask',
      version: changed.version,
      accepted_version: changed.version,
    });
    await t.app.idleMail();
    const told = readOutbox(t.dataDir).find(
      (entry) => entry.subject === `Pakkumine ${sent.number} on kinnitatud`,
    );
    expect(told?.text).toContain(
      `Kati Kask kinnitas pakkumise ${sent.number}, versiooni ${changed.version}.`,
    );
  });

  it('counts a version for added and removed rows but not for a save that changes nothing seen', async () => {
    const { sent } = await sentOffer('Ridade versioonid');
    const same = offerOf(await anna.api('POST', `/api/offer/${sent.id}`, saveBody(sent)));
    expect(same.version).toBe(sent.version);
    const added = offerOf(await anna.api('POST', '/api/offers/row/add', { id: sent.id, own_product: true }));
    expect(added.version).toBe(sent.version + 1);
    const removed = offerOf(
      await anna.api('POST', '/api/offers/row/remove', { id: sent.id, rowId: added.rows.at(-1)?.rowId }),
    );
    expect(removed.version).toBe(sent.version + 2);
  });

  it('asks for the version seen: an accept without one is a 422, not an acceptance', async () => {
    const { token } = await sentOffer('Versioonita');
    const response = await customer.api('POST', `/api/public/offers/${token}/accept`, { name: 'Kati Kask' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ errors: { version: [expect.any(String)] } });
  });
});

describe('the end customer link is stored hashed (issue 22 item 6)', () => {
  it('keeps only the hash and a sealed copy; the link works and the buyer still sees it', async () => {
    const { sent, token } = await sentOffer('Räsi');
    const row = await t.db
      .selectFrom('offers')
      .select(['token_hash', 'token_sealed'])
      .where('id', '=', sent.id)
      .executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(hashToken(token));
    expect(row.token_sealed).not.toContain(token);
    expect(JSON.stringify(await t.db.selectFrom('offers').selectAll().execute())).not.toContain(token);
    expect((await publicOffer(token)).number).toBe(sent.number);
    expect(offerOf(await anna.api('GET', `/api/offer/${sent.id}`)).customer_url).toBe(sent.customer_url);

    // Resending keeps the same link.
    const again = offerOf(
      await anna.api('POST', '/api/offers/send', { id: sent.id, email: 'kati@firma.ee', message: '' }),
    );
    expect(again.customer_url).toBe(sent.customer_url);
  });
});

describe('the offer e-mail and English offers (issue 22 items 9 and 19)', () => {
  it("goes in the buyer's name, replies to the buyer, as HTML and text in the offer's language with the logo", async () => {
    const product = await someProduct(anna);
    const added = offerOf(
      await anna.api('POST', '/api/offers/row/add', {
        id: (await newOffer(anna, 'Kitchen')).id,
        product_id: product.id,
      }),
    );
    const saved = offerOf(
      await anna.api(
        'POST',
        `/api/offer/${added.id}`,
        saveBody(added, {
          customer_name: 'John Smith',
          language: 'en',
          rows: [
            { product_id: product.id, quantity: 2, price: '', discount: 0 },
            {
              own_product: true,
              title: 'Installation',
              unit: 'tk',
              quantity: 1,
              price: '49,90',
              discount: 0,
            },
          ],
        }),
      ),
    );
    expect(saved.language).toBe('en');
    const sent = offerOf(
      await anna.api('POST', '/api/offers/send', {
        id: saved.id,
        email: 'john@example.com',
        message: 'Hello John,',
      }),
    );
    await t.app.idleMail();
    const mail = readOutbox(t.dataDir).find((entry) => entry.to === 'john@example.com');
    expect(mail?.from).toBe('Kodumasin Pluss OÜ <no-reply@kodumasinad.ee>');
    expect(mail?.reply_to).toBe(ANNA);
    expect(mail?.subject).toBe(`Quotation ${sent.number}: Kitchen`);
    expect(mail?.text).toContain('Hello John,');
    expect(mail?.text).toContain('Please find our quotation');
    expect(mail?.text).toContain(sent.customer_url);
    expect(mail?.html).toContain('<html lang="en">');
    expect(mail?.html).toContain(`href="${sent.customer_url ?? ''}"`);
    expect(mail?.html).toContain('src="cid:logo@pakkumine"');
    expect(`${mail?.text ?? ''}${mail?.html ?? ''}`).not.toMatch(/Kodumasinad|Saadame/);
    expect(mail?.attachments).toEqual([
      { filename: `${sent.number}.pdf`, content_type: 'application/pdf', size: expect.any(Number) },
      { filename: 'logo.png', content_type: 'image/png', size: expect.any(Number), cid: 'logo@pakkumine' },
    ]);

    // The unit "tk" reads "pcs" on the English page and PDF.
    const token = sent.customer_url?.split('/pakkumine/')[1] ?? '';
    const page = await publicOffer(token);
    expect(page.rows.map((row) => row.unit)).not.toContain('tk');
    expect(page.rows.at(-1)?.unit).toBe('pcs');
    const { text } = await pdfText((await customer.api('GET', `/api/public/offers/${token}/pdf`)).rawPayload);
    expect(text).toContain('1 pcs');
    expect(text).not.toMatch(/\d tk\b/);
  });

  it('keeps Estonian mail and "tk" for an Estonian offer', async () => {
    const { sent } = await sentOffer('Eesti kiri');
    await t.app.idleMail();
    const mail = readOutbox(t.dataDir).find(
      (entry) => entry.subject === `Hinnapakkumine ${sent.number}: Eesti kiri`,
    );
    expect(mail?.from).toBe('Kodumasin Pluss OÜ <no-reply@kodumasinad.ee>');
    expect(mail?.text).toContain('Saadame Teile hinnapakkumise');
    expect(mail?.html).toContain('Vaata ja kinnita pakkumist');
  });
});
