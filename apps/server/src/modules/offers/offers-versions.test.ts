import { OFFER_CHANGED_MESSAGE, PublicOfferReplySchema } from '@kodumasinad/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../platform/sessions.js';
import { ANNA, loggedIn } from '../../test-support/checkout-fixtures.js';
import { newOffer, offerOf, saveBody, someProduct } from '../../test-support/offer-fixtures.js';
import { strict } from '../../test-support/strict.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { TestClient } from '../../test-support/test-client.js';

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
