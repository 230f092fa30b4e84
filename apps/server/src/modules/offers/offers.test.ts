import { OffersIndexReplySchema, OffersListReplySchema } from '@kodumasinad/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { estonianDay } from '../../platform/estonian-calendar.js';
import { ANNA, loggedIn, MART, PEETER } from '../../test-support/checkout-fixtures.js';
import { newOffer, offerOf, saveBody, someProduct } from '../../test-support/offer-fixtures.js';
import { strict } from '../../test-support/strict.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { TestClient } from '../../test-support/test-client.js';

let t: TestApp;
let anna: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  anna = await loggedIn(t.app, ANNA);
});

afterAll(async () => {
  await t.close();
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
    const offer = await newOffer(anna);
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
