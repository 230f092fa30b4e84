import { withVat } from '@kodumasinad/contract';
import {
  PRICE_FEED_REPEATED_CODE_MESSAGE,
  PRICE_FEED_UNKNOWN_CODE_MESSAGE,
  PRODUCT_CAMPAIGN_ABOVE_PRICE_MESSAGE,
  PRODUCT_CAMPAIGN_DAYS_MESSAGE,
  PRODUCT_DAYS_ORDER_MESSAGE,
  PRODUCT_PRICE_MESSAGE,
  PriceFeedReplySchema,
  IntegrationProductsReplySchema,
} from '@kodumasinad/contract/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCatalogVersion } from '../../db/catalog-version.js';
import { insertCategory, insertProducts } from '../../test-support/catalog-fixtures.js';
import { createIntegrationToken, integrationCall } from '../../test-support/integration-client.js';
import { replyMatchesDocument } from '../../test-support/openapi-check.js';
import { staffClient } from '../../test-support/staff-client.js';
import { strict } from '../../test-support/strict.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

let t: TestApp;
let writer: string;
let reader: string;
let ids: Map<string, number>;

const PRICES = '/api/integration/prices';

beforeAll(async () => {
  t = await createTestApp();
  await insertCategory(t.db, 'feed-top', 'Hinnavoog');
  await insertCategory(t.db, 'feed-leaf', 'Hinnavoo tooted', 'feed-top');
  const brand = await t.db.selectFrom('brands').select('slug').executeTakeFirstOrThrow();
  ids = await insertProducts(
    t.db,
    ['FEED-1', 'FEED-2', 'FEED-3', 'FEED-4', 'FEED-5'].map((code) => ({
      code,
      brand: brand.slug,
      category: 'feed-leaf',
      price: 10000,
      retail: 12000,
    })),
  );
  const admin = await staffClient(t, 'admin');
  writer = (await createIntegrationToken(admin, ['products:write'], 'Hinnavoog')).token;
  reader = (await createIntegrationToken(admin, ['products:read'])).token;
});

afterAll(async () => {
  await t?.close();
});

const stored = (code: string) =>
  t.db
    .selectFrom('products')
    .select([
      'price_cents',
      'retail_cents',
      'campaign_price_cents',
      'discount_start',
      'discount_end',
      'updated_at',
    ])
    .where('code', '=', code)
    .executeTakeFirstOrThrow();

const feed = async (items: unknown) => {
  const response = await integrationCall(t.app, 'PATCH', PRICES, writer, items);
  return response;
};

describe('PATCH /api/integration/prices', () => {
  it('applies good rows, reports unknown codes and broken campaign rules, in one audited call', async () => {
    const versionBefore = await readCatalogVersion(t.db);
    const response = await feed([
      { code: 'FEED-1', price: 9000, retail_price: 14880 },
      { code: 'NO-SUCH', price: 100 },
      { code: 'FEED-2', campaign_price: 8000, discount_start: '2026-12-01', discount_end: '2026-12-24' },
      { code: 'FEED-3', campaign_price: 12000, discount_start: '2026-12-01', discount_end: '2026-12-24' },
      { code: 'FEED-4', campaign_price: 5000 },
      { code: 'FEED-5', discount_start: '2026-12-10', discount_end: '2026-12-01' },
      { code: 'FEED-1', price: 1 },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const reply = strict(PriceFeedReplySchema).parse(response.json());
    expect(replyMatchesDocument('PATCH', PRICES, response.json())).toEqual([]);
    expect(reply.data).toEqual([
      { code: 'FEED-1', status: 'updated' },
      { code: 'NO-SUCH', status: 'not_found', errors: { code: [PRICE_FEED_UNKNOWN_CODE_MESSAGE] } },
      { code: 'FEED-2', status: 'updated' },
      {
        code: 'FEED-3',
        status: 'invalid',
        errors: { campaign_price: [PRODUCT_CAMPAIGN_ABOVE_PRICE_MESSAGE] },
      },
      { code: 'FEED-4', status: 'invalid', errors: { discount_end: [PRODUCT_CAMPAIGN_DAYS_MESSAGE] } },
      { code: 'FEED-5', status: 'invalid', errors: { discount_end: [PRODUCT_DAYS_ORDER_MESSAGE] } },
      { code: 'FEED-1', status: 'invalid', errors: { code: [PRICE_FEED_REPEATED_CODE_MESSAGE] } },
    ]);
    expect(reply.meta).toEqual({ updated: 2, unchanged: 0, not_found: 1, invalid: 4 });

    // The retail price comes with VAT and is stored net.
    expect(await stored('FEED-1')).toMatchObject({ price_cents: 9000, retail_cents: 12000 });
    expect(withVat(12000)).toBe(14880);
    expect(await stored('FEED-2')).toMatchObject({
      price_cents: 10000,
      campaign_price_cents: 8000,
      discount_start: '2026-12-01',
      discount_end: '2026-12-24',
    });
    for (const code of ['FEED-3', 'FEED-4', 'FEED-5'])
      expect(await stored(code)).toMatchObject({
        price_cents: 10000,
        campaign_price_cents: null,
        discount_start: null,
      });
    expect(await readCatalogVersion(t.db)).toBeGreaterThan(versionBefore);

    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'product.price_feed')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ entity: 'product', staff_id: null, email: 'integration:Hinnavoog' });
    expect(JSON.parse(audit[0]?.before_json ?? '{}')).toEqual({
      products: {
        'FEED-1': { price_cents: 10000 },
        'FEED-2': { campaign_price_cents: null, discount_start: null, discount_end: null },
      },
    });
    expect(JSON.parse(audit[0]?.after_json ?? '{}')).toMatchObject({
      products: { 'FEED-1': { price_cents: 9000 } },
      counts: reply.meta,
      integration: { name: 'Hinnavoog' },
    });
  });

  it('reports rows that change nothing as unchanged and writes nothing for them', async () => {
    const before = await stored('FEED-1');
    const auditCount = async () =>
      (await t.db.selectFrom('audit_log').select('id').where('action', '=', 'product.price_feed').execute())
        .length;
    const entries = await auditCount();
    const versionBefore = await readCatalogVersion(t.db);
    const response = await feed([
      { code: 'FEED-1', price: before.price_cents, retail_price: withVat(before.retail_cents) },
    ]);
    expect(response.json()).toMatchObject({ data: [{ code: 'FEED-1', status: 'unchanged' }] });
    expect(await stored('FEED-1')).toEqual(before);
    expect(await auditCount()).toBe(entries);
    expect(await readCatalogVersion(t.db)).toBe(versionBefore);
  });

  it('ends a campaign with nulls', async () => {
    const response = await feed([
      { code: 'FEED-2', campaign_price: null, discount_start: null, discount_end: null },
    ]);
    expect(response.json()).toMatchObject({ data: [{ status: 'updated' }] });
    expect(await stored('FEED-2')).toMatchObject({
      campaign_price_cents: null,
      discount_start: null,
      discount_end: null,
    });
  });

  it('refuses a malformed row with 422 keyed by its index, and applies nothing', async () => {
    const before = await stored('FEED-3');
    const response = await feed([
      { code: 'FEED-3', price: 5000 },
      { code: 'FEED-4', price: -1 },
      { code: 'FEED-5', discount_start: '2026-02-30' },
    ]);
    expect(response.statusCode).toBe(422);
    const { errors } = response.json<{ errors: Record<string, string[]> }>();
    expect(errors['1.price']).toEqual([PRODUCT_PRICE_MESSAGE]);
    expect(Object.keys(errors)).toEqual(['1.price', '2.discount_start']);
    expect(await stored('FEED-3')).toEqual(before);
    expect((await feed([])).statusCode).toBe(422);
  });

  it('takes up to 10,000 rows in one call', async () => {
    const items = Array.from({ length: 10_000 }, (_, index) => ({ code: `BULK-${index}`, price: 100 }));
    items[9_999] = { code: 'FEED-5', price: 7777 };
    const response = await feed(items);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(response.json()).toMatchObject({ meta: { updated: 1, not_found: 9_999 } });
    expect((await stored('FEED-5')).price_cents).toBe(7777);
    expect((await feed([...items, { code: 'FEED-4', price: 1 }])).statusCode).toBe(422);
  }, 60_000);

  it('needs products:write', async () => {
    expect(
      (await integrationCall(t.app, 'PATCH', PRICES, reader, [{ code: 'FEED-1', price: 1 }])).statusCode,
    ).toBe(403);
  });
});

describe('GET /api/integration/products', () => {
  it('lists products in the back-office shape, the changed ones since a time', async () => {
    await t.db
      .updateTable('products')
      .set({ updated_at: '2025-01-01T00:00:00.000Z' })
      .where('code', 'like', 'FEED-%')
      .execute();
    const since = new Date().toISOString();
    await feed([{ code: 'FEED-3', price: 9500 }]);
    const response = await integrationCall(
      t.app,
      'GET',
      `/api/integration/products?updated_since=${encodeURIComponent(since)}`,
      reader,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(replyMatchesDocument('GET', '/api/integration/products', response.json())).toEqual([]);
    const reply = strict(IntegrationProductsReplySchema).parse(response.json());
    expect(reply.data.map((product) => product.code)).toEqual(['FEED-3']);
    expect(reply.data[0]).toMatchObject({
      id: ids.get('FEED-3'),
      price: 9500,
      retail_price: withVat(12000),
      hidden: false,
      specs: [{ name: 'Mudel', value: 'FEED-3' }],
    });
    expect(reply.meta).toMatchObject({ total: 1, current_page: 1 });
  });

  it('pages through every product, oldest change first', async () => {
    const first = await integrationCall(t.app, 'GET', '/api/integration/products?per_page=7&page=2', reader);
    expect(first.statusCode).toBe(200);
    expect(replyMatchesDocument('GET', '/api/integration/products', first.json())).toEqual([]);
    const reply = IntegrationProductsReplySchema.parse(first.json());
    expect(reply.data).toHaveLength(7);
    expect(reply.meta.total).toBeGreaterThan(300);
    const stamps = reply.data.map((product) => product.updated_at);
    expect([...stamps].sort()).toEqual(stamps);
    const bad = await integrationCall(t.app, 'GET', '/api/integration/products?updated_since=eile', reader);
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json<{ errors: object }>().errors)).toEqual(['updated_since']);
  });
});

describe('a large feed', () => {
  it('writes every changed product of a 600-row feed, across the write batches', async () => {
    const brand = await t.db.selectFrom('brands').select('slug').executeTakeFirstOrThrow();
    const codes = Array.from({ length: 600 }, (_, index) => `MANY-${index}`);
    await insertProducts(
      t.db,
      codes.map((code) => ({ code, brand: brand.slug, category: 'feed-leaf', price: 20000, retail: 20000 })),
    );
    const response = await feed(
      codes.map((code, index) => ({
        code,
        price: 20000 + index,
        ...(index % 2 === 0
          ? { campaign_price: 100, discount_start: '2026-12-01', discount_end: '2026-12-31' }
          : {}),
      })),
    );
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(response.json()).toMatchObject({ meta: { updated: 600 } });
    const rows = await t.db
      .selectFrom('products')
      .select(['code', 'price_cents', 'campaign_price_cents', 'discount_end'])
      .where('code', 'like', 'MANY-%')
      .execute();
    expect(rows).toHaveLength(600);
    for (const row of rows) {
      const index = Number(row.code.slice(5));
      expect(row.price_cents).toBe(20000 + index);
      expect(row.campaign_price_cents).toBe(index % 2 === 0 ? 100 : null);
      expect(row.discount_end).toBe(index % 2 === 0 ? '2026-12-31' : null);
    }
  }, 60_000);
});
