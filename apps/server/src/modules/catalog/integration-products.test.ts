import {
  IntegrationProductReplySchema,
  PRICE_FEED_REPEATED_CODE_MESSAGE,
  PRODUCT_TITLE_MESSAGE,
  ProductBatchReplySchema,
} from '@kodumasinad/contract/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIntegrationToken, integrationCall } from '../../test-support/integration-client.js';
import { replyMatchesDocument } from '../../test-support/openapi-check.js';
import { staffClient } from '../../test-support/staff-client.js';
import { strict } from '../../test-support/strict.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

let t: TestApp;
let writer: string;
let reader: string;
let categoryId: number;
let brandId: number;

const PUT = '/api/integration/products/{code}';
const BATCH = '/api/integration/products/batch';

beforeAll(async () => {
  t = await createTestApp();
  const admin = await staffClient(t, 'admin');
  writer = (await createIntegrationToken(admin, ['products:write'], 'Tootevoog')).token;
  reader = (await createIntegrationToken(admin, ['products:read'])).token;
  const leaf = await t.db
    .selectFrom('categories as c')
    .select('c.id')
    .where((eb) =>
      eb.not(
        eb.exists(
          eb.selectFrom('categories as child').select('child.id').whereRef('child.parent_id', '=', 'c.id'),
        ),
      ),
    )
    .orderBy('c.id')
    .executeTakeFirstOrThrow();
  categoryId = leaf.id;
  brandId = (await t.db.selectFrom('brands').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
});

afterAll(async () => {
  await t?.close();
});

const fields = (slug: string, price = 50000) => ({
  title: `ERP toode ${slug}`,
  url: `erp-${slug}`,
  category_id: categoryId,
  brand_id: brandId,
  price,
  retail_price: 74400,
});

const auditCount = async () =>
  (await t.db.selectFrom('audit_log').select('id').where('entity', '=', 'product').execute()).length;

describe('PUT /api/integration/products/{code}', () => {
  it('creates a product by code, then replaces it, idempotently', async () => {
    const created = await integrationCall(
      t.app,
      'PUT',
      '/api/integration/products/ERP-1',
      writer,
      fields('1'),
    );
    expect(created.statusCode, created.body).toBe(200);
    expect(replyMatchesDocument('PUT', PUT, created.json())).toEqual([]);
    const first = strict(IntegrationProductReplySchema).parse(created.json());
    expect(first.created).toBe(true);
    expect(first.product).toMatchObject({ code: 'ERP-1', price: 50000, retail_price: 74400, hidden: false });

    const entries = await auditCount();
    const again = await integrationCall(t.app, 'PUT', '/api/integration/products/ERP-1', writer, fields('1'));
    expect(again.statusCode).toBe(200);
    expect(IntegrationProductReplySchema.parse(again.json())).toMatchObject({
      created: false,
      product: { id: first.product.id },
    });
    expect(await auditCount()).toBe(entries);

    const changed = await integrationCall(
      t.app,
      'PUT',
      '/api/integration/products/ERP-1',
      writer,
      fields('1', 45000),
    );
    expect(IntegrationProductReplySchema.parse(changed.json()).product.price).toBe(45000);
    expect(await auditCount()).toBe(entries + 1);
  });

  it('refuses invalid fields with Estonian messages by field, and a read-only token', async () => {
    const response = await integrationCall(t.app, 'PUT', '/api/integration/products/ERP-2', writer, {
      ...fields('2'),
      title: '',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ errors: { title: [PRODUCT_TITLE_MESSAGE] } });
    const refused = await integrationCall(
      t.app,
      'PUT',
      '/api/integration/products/ERP-2',
      reader,
      fields('2'),
    );
    expect(refused.statusCode).toBe(403);
    expect(
      await t.db.selectFrom('products').select('id').where('code', '=', 'ERP-2').executeTakeFirst(),
    ).toBeUndefined();
  });
});

describe('POST /api/integration/products/batch', () => {
  it('answers each row with its own status and errors and saves the good rows', async () => {
    const response = await integrationCall(t.app, 'POST', '/api/integration/products/batch', writer, [
      { code: 'ERP-B1', ...fields('b1') },
      { code: 'ERP-1', ...fields('1', 45000) },
      { code: 'ERP-1', ...fields('1', 40000) },
      { code: 'ERP-B2', ...fields('b2'), title: '' },
      {
        code: 'ERP-B3',
        ...fields('b3'),
        campaign_price: 60000,
        discount_start: '2026-12-01',
        discount_end: '2026-12-31',
      },
      'not a product',
      { code: 'ERP-1-COPY', ...fields('1') },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    expect(replyMatchesDocument('POST', BATCH, response.json())).toEqual([]);
    const reply = strict(ProductBatchReplySchema).parse(response.json());
    expect(reply.data.map((row) => [row.index, row.code, row.status])).toEqual([
      [0, 'ERP-B1', 'created'],
      [1, 'ERP-1', 'unchanged'],
      [2, 'ERP-1', 'invalid'],
      [3, 'ERP-B2', 'invalid'],
      [4, 'ERP-B3', 'invalid'],
      [5, null, 'invalid'],
      [6, 'ERP-1-COPY', 'invalid'],
    ]);
    expect(reply.data[2]?.errors).toEqual({ code: [PRICE_FEED_REPEATED_CODE_MESSAGE] });
    expect(reply.data[3]?.errors).toEqual({ title: [PRODUCT_TITLE_MESSAGE] });
    expect(Object.keys(reply.data[4]?.errors ?? {})).toEqual(['campaign_price']);
    expect(Object.keys(reply.data[6]?.errors ?? {})).toEqual(['url']);
    expect(reply.meta).toEqual({ created: 1, updated: 0, unchanged: 1, invalid: 5 });
    const saved = await t.db.selectFrom('products').select('code').where('code', 'like', 'ERP-B%').execute();
    expect(saved.map((row) => row.code)).toEqual(['ERP-B1']);
  });

  it('takes 1 to 1,000 rows', async () => {
    expect(
      (await integrationCall(t.app, 'POST', '/api/integration/products/batch', writer, [])).statusCode,
    ).toBe(422);
    const many = Array.from({ length: 1_001 }, (_, index) => ({ code: `X-${index}` }));
    expect(
      (await integrationCall(t.app, 'POST', '/api/integration/products/batch', writer, many)).statusCode,
    ).toBe(422);
  });
});
