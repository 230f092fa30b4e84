import {
  PRODUCT_CATEGORY_MESSAGE,
  PRODUCT_TITLE_MESSAGE,
  ProductBatchReplySchema,
} from '@kodumasinad/contract/admin';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIntegrationToken, integrationCall } from '../../test-support/integration-client.js';
import { staffClient } from '../../test-support/staff-client.js';
import { strict } from '../../test-support/strict.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

/**
 * Decision 090: POST /api/integration/products/batch saves its valid rows in groups of 100, one
 * transaction each, on both databases; a row refused by the catalogue is answered with its errors
 * and its group's other rows are saved; a group the database fails is retried row by row.
 */
let t: TestApp;
let writer: string;
let categoryId: number;
let brandId: number;

/** Two rows with this title clash on a unique index the save's pre-check does not know about. */
const CLASHING_TITLE = 'Sama nimi kahel real';

beforeAll(async () => {
  t = await createTestApp();
  const admin = await staffClient(t, 'admin');
  writer = (await createIntegrationToken(admin, ['products:write'], 'Tootevoog')).token;
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
  await sql
    .raw(`CREATE UNIQUE INDEX test_batch_title ON products (title) WHERE title = '${CLASHING_TITLE}'`)
    .execute(t.db);
}, 60_000);

afterAll(async () => {
  await t?.close();
});

const row = (index: number) => ({
  code: `GRP-${index}`,
  title: `Rühma toode ${index}`,
  url: `grp-${index}`,
  category_id: categoryId,
  brand_id: brandId,
  price: 10000 + index,
  retail_price: 15000 + index,
});

describe('POST /api/integration/products/batch in row groups', () => {
  it('saves 250 rows in groups, answering each row; bad rows cost no neighbour', async () => {
    const rows: Record<string, unknown>[] = Array.from({ length: 250 }, (_, i) => row(i));
    rows[5] = { ...row(5), title: '' };
    rows[120] = { ...row(120), category_id: 999_999 };
    rows[150] = { ...row(150), title: CLASHING_TITLE };
    rows[160] = { ...row(160), title: CLASHING_TITLE };
    const response = await integrationCall(t.app, 'POST', '/api/integration/products/batch', writer, rows);
    expect(response.statusCode, response.body).toBe(200);
    const reply = strict(ProductBatchReplySchema).parse(response.json());
    expect(reply.data.map((r) => r.index)).toEqual(rows.map((_, i) => i));
    const invalid = reply.data.filter((r) => r.status === 'invalid').map((r) => r.index);
    expect(invalid).toEqual([5, 120, 160]);
    expect(reply.data[5]?.errors).toEqual({ title: [PRODUCT_TITLE_MESSAGE] });
    expect(reply.data[120]?.errors).toEqual({ category_id: [PRODUCT_CATEGORY_MESSAGE] });
    expect(reply.meta).toEqual({ created: 247, updated: 0, unchanged: 0, invalid: 3 });

    const saved = await t.db
      .selectFrom('products')
      .select(['id', 'code'])
      .where('code', 'like', 'GRP-%')
      .execute();
    expect(saved).toHaveLength(247);
    const ids = new Map(saved.map((p) => [p.code, p.id]));
    for (const result of reply.data.filter((r) => r.status === 'created'))
      expect(result.id).toBe(ids.get(result.code ?? ''));
    // One audit entry per saved product, by the integration's name.
    const audits = await t.db
      .selectFrom('audit_log')
      .select('entity_id')
      .where('entity', '=', 'product')
      .where('action', '=', 'product.create')
      .execute();
    expect(audits).toHaveLength(247);

    // The same rows again change nothing.
    const again = await integrationCall(t.app, 'POST', '/api/integration/products/batch', writer, rows);
    expect(strict(ProductBatchReplySchema).parse(again.json()).meta).toEqual({
      created: 0,
      updated: 0,
      unchanged: 247,
      invalid: 3,
    });
  });
});
