import { PRODUCT_NOT_FOUND_MESSAGE, ProductReplySchema } from '@kodumasinad/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bumpCatalogVersion } from '../../db/catalog-version.js';
import { insertCategory, insertProducts } from '../../test-support/catalog-fixtures.js';
import { bootstrapOf, devBootstrapOf } from '../../test-support/page-bootstrap.js';
import { strict } from '../../test-support/strict.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { TestClient } from '../../test-support/test-client.js';
import { PRODUCT_MOVED_MESSAGE } from './product-page.service.js';

/**
 * Issue 24: a product whose address changed keeps its old addresses (product_redirects); a buyer
 * opening one lands on the current address: a 301 for the page, and for the JSON call a 301 the
 * browser's fetch follows to the product (whose `url` the web then puts in the address bar).
 */
let t: TestApp;
let anna: TestClient;
let ids: Map<string, number>;

beforeAll(async () => {
  t = await createTestApp();
  await insertCategory(t.db, 'kolimine', 'Kolimistestid');
  ids = await insertProducts(t.db, [
    { code: 'RDMAIN', brand: 'bosch', category: 'kolimine', price: 50000 },
    { code: 'RDOTHER', brand: 'bosch', category: 'kolimine', price: 51000 },
    { code: 'RDHIDDEN', brand: 'bosch', category: 'kolimine', price: 52000 },
  ]);
  const at = '2026-11-01T10:00:00.000Z';
  const redirect = (old_url: string, code: string) => ({
    old_url,
    product_id: ids.get(code) as number,
    created_at: at,
  });
  await t.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('product_redirects')
      .values([
        redirect('vana-aadress', 'RDMAIN'),
        redirect('veel-vanem-aadress', 'RDMAIN'),
        // An old address another product has taken since: the current owner wins.
        redirect('test-rdother', 'RDMAIN'),
        // An old address that is a category's slug: the category wins (SPEC §2's order).
        redirect('kolimine', 'RDMAIN'),
        redirect('peidetud-vana', 'RDHIDDEN'),
      ])
      .execute();
    await trx.updateTable('products').set({ hidden: 1 }).where('code', '=', 'RDHIDDEN').execute();
    await bumpCatalogVersion(trx);
  });
  anna = new TestClient(t.app);
  await anna.login('anna@kodumasin.test');
});

afterAll(async () => {
  await t.close();
});

describe('GET /api/product/{old address}', () => {
  it('redirects to the call of the current address, which answers with that address', async () => {
    for (const old of ['vana-aadress', 'veel-vanem-aadress']) {
      const moved = await anna.api('GET', `/api/product/${old}`);
      expect(moved.statusCode).toBe(301);
      expect(moved.headers.location).toBe('/api/product/test-rdmain');
      expect(moved.headers['cache-control']).toBe('no-store');
      expect(moved.json()).toEqual({
        message: PRODUCT_MOVED_MESSAGE,
        code: 'moved',
        redirect: '/test-rdmain',
      });
    }
    const followed = await anna.api('GET', '/api/product/test-rdmain');
    expect(strict(ProductReplySchema).parse(followed.json()).data).toMatchObject({
      code: 'RDMAIN',
      url: 'test-rdmain',
    });
  });

  it('leaves a current address to its product, and a hidden or unknown product at 404', async () => {
    const other = strict(ProductReplySchema).parse(
      (await anna.api('GET', '/api/product/test-rdother')).json(),
    );
    expect(other.data.code).toBe('RDOTHER');
    for (const key of ['peidetud-vana', 'pole-olnud']) {
      const response = await anna.api('GET', `/api/product/${key}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: PRODUCT_NOT_FOUND_MESSAGE, code: 'not_found' });
    }
  });
});

describe('the page at an old address', () => {
  it('answers 301 to the current address, keeping the query', async () => {
    const page = await anna.page('/vana-aadress?allikas=uudiskiri');
    expect(page.statusCode).toBe(301);
    expect(page.headers.location).toBe('/test-rdmain?allikas=uudiskiri');
    // A visitor not logged in is sent on too; the product page then asks to log in as any does.
    const visitor = await new TestClient(t.app).page('/veel-vanem-aadress');
    expect(visitor.statusCode).toBe(301);
    expect(visitor.headers.location).toBe('/test-rdmain');
  });

  it('serves the page itself for current addresses, categories, hidden and unknown products', async () => {
    const current = await anna.page('/test-rdmain');
    expect(current.statusCode).toBe(200);
    expect(bootstrapOf(current.body).product?.code).toBe('RDMAIN');
    expect(bootstrapOf((await anna.page('/test-rdother')).body).product?.code).toBe('RDOTHER');
    for (const path of ['/kolimine', '/peidetud-vana', '/pole-olnud']) {
      const page = await anna.page(path);
      expect(page.statusCode, path).toBe(200);
      expect(bootstrapOf(page.body).product).toBeNull();
    }
  });

  it('gives the dev server no product for an old address (the browser follows the call)', async () => {
    expect((await devBootstrapOf(anna, '/vana-aadress')).product).toBeNull();
  });
});
