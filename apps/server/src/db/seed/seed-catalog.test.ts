import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { readAuthVersion } from '../auth-version.js';
import { readCatalogVersion } from '../catalog-version.js';
import { ADD_ON_CATEGORY, ADD_ONS } from './catalog/add-ons.js';
import { ATTRIBUTES } from './catalog/attributes.js';
import { BRANDS } from './catalog/brands.js';
import { CATEGORY_TREE } from './catalog/categories.js';
import { reseed } from './index.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

const count = async (
  table: 'products' | 'product_values' | 'brands' | 'categories' | 'attributes' | 'client_discounts',
) =>
  Number(
    (
      await t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('the demo catalogue seed', () => {
  it('fills brands, the category tree, attributes, products with values and the demo discounts', async () => {
    // The generated catalogue, then the add-ons with their own brand and category (decision 020).
    expect(await count('products')).toBe(300 + ADD_ONS.length);
    expect(await count('brands')).toBe(BRANDS.length + 1);
    expect(await count('categories')).toBe(
      CATEGORY_TREE.reduce((n, c) => n + 1 + c.children.length, 0) + 1 + ADD_ON_CATEGORY.children.length,
    );
    expect(await count('attributes')).toBe(Object.keys(ATTRIBUTES).length);
    expect(await count('product_values')).toBeGreaterThan(300 * 5);
    const product = await t.db.selectFrom('products').selectAll().orderBy('id').executeTakeFirstOrThrow();
    expect(product.filename).toBe(`products/${product.url}.png`);
    expect(JSON.parse(product.specs)[0]).toEqual({ name: 'Tootja', value: expect.any(String) });
    const discounts = await t.db
      .selectFrom('client_discounts')
      .innerJoin('b2b_clients', 'b2b_clients.id', 'client_discounts.b2b_client_id')
      .leftJoin('brands', 'brands.id', 'client_discounts.brand_id')
      .leftJoin('categories', 'categories.id', 'client_discounts.category_id')
      .select([
        'b2b_clients.name as client',
        'brands.slug as brand',
        'categories.slug as category',
        'percent',
      ])
      .orderBy('client_discounts.id')
      .execute();
    expect(discounts).toEqual([
      { client: 'Kodumasin Pluss OÜ', brand: 'bosch', category: null, percent: 8 },
      { client: 'Kodumasin Pluss OÜ', brand: 'miele', category: null, percent: 5 },
      { client: 'Kodumasin Pluss OÜ', brand: null, category: 'kulmutus', percent: 4 },
      { client: 'Ehitusmaailm AS', brand: 'electrolux', category: null, percent: 6 },
      { client: 'Ehitusmaailm AS', brand: 'aeg', category: null, percent: 6 },
      { client: 'Ehitusmaailm AS', brand: null, category: 'pliidiplaadid', percent: 3 },
    ]);
    expect(await readCatalogVersion(t.db)).toBeGreaterThan(0);
  });

  it('reseeds at another size and raises the catalogue and auth versions', async () => {
    const before = await readCatalogVersion(t.db);
    const authBefore = await readAuthVersion(t.db);
    await reseed(
      { db: t.db, kind: t.config.database.kind },
      { products: 120, staffTotpKey: t.config.staffTotpKey },
    );
    expect(await count('products')).toBe(120 + ADD_ONS.length);
    expect(await count('client_discounts')).toBe(6);
    expect(await readCatalogVersion(t.db)).toBeGreaterThan(before);
    // Users were replaced (PostgreSQL truncates, SQLite deletes): running servers drop their caches.
    expect(await readAuthVersion(t.db)).toBeGreaterThan(authBefore);
  });
});
