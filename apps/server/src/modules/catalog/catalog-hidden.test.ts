import {
  CartReplySchema,
  CategoryListingReplySchema,
  CompareIdsReplySchema,
  ComparesReplySchema,
  OrderReplySchema,
  PRODUCT_NOT_FOUND_MESSAGE,
  ProductListReplySchema,
  ProductReplySchema,
  PropertiesReplySchema,
  QUICK_ORDER_CODE_NOT_FOUND_MESSAGE,
  QuickOrderPreviewReplySchema,
  SearchJsonReplySchema,
} from '@kodumasinad/contract';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bumpCatalogVersion } from '../../db/catalog-version.js';
import { insertCategory, insertProducts } from '../../test-support/catalog-fixtures.js';
import { placeOrder } from '../../test-support/checkout-fixtures.js';
import { newOffer, offerOf, saveBody } from '../../test-support/offer-fixtures.js';
import { strict } from '../../test-support/strict.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { TestClient } from '../../test-support/test-client.js';

/**
 * Issue 24: a hidden product (products.hidden = 1, or a product of a hidden category) is gone from
 * every buyer call, while the orders and offers that already hold it keep their rows.
 */
let t: TestApp;
let anna: TestClient;
let ids: Map<string, number>;
const idOf = (code: string) => ids.get(code) as number;

/** Hides products directly in the database and raises the catalogue version, as staff edits do. */
async function hide(codes: string[]): Promise<void> {
  await t.db.transaction().execute(async (trx) => {
    await trx.updateTable('products').set({ hidden: 1 }).where('code', 'in', codes).execute();
    await bumpCatalogVersion(trx);
  });
}

/** Waits until this process's catalogue index has a product page for `code` (or no longer has). */
async function untilPage(code: string, status: 200 | 404): Promise<void> {
  const deadline = Date.now() + 15_000;
  while ((await anna.api('GET', `/api/product/${idOf(code)}`)).statusCode !== status) {
    if (Date.now() > deadline) throw new Error(`${code} did not answer ${status}`);
    await sleep(100);
  }
}

const json = async (path: string) => {
  const response = await anna.api('GET', path);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const listing = async (query: string) =>
  strict(CategoryListingReplySchema)
    .parse(await json(`/api/search/category?${query}&per_page=96`))
    .data.map((p) => p.code);
const suggestions = async (query: string) =>
  strict(SearchJsonReplySchema)
    .parse(await json(`/api/search/json?query=${encodeURIComponent(query)}`))
    .results.map((p) => p.code);
const facet = async (query: string, code: string) =>
  (
    strict(PropertiesReplySchema)
      .parse(await json(`/api/search/properties?${query}`))
      .data.find((f) => f.code === code)?.values ?? []
  ).map((v) => [v.value, v.count]);

beforeAll(async () => {
  t = await createTestApp();
  await insertCategory(t.db, 'peitu', 'Peitusemängu tooted');
  const leaf = await insertCategory(t.db, 'peitu-pesu', 'Peitusemängu pesumasinad', 'peitu');
  const hiddenLeaf = await insertCategory(t.db, 'peitu-kadunud', 'Peidetud kategooria', 'peitu');
  ids = await insertProducts(t.db, [
    {
      code: 'PTVIS1',
      brand: 'bosch',
      category: 'peitu-pesu',
      price: 50000,
      featured: true,
      attributes: { energiaklass: 'A' },
    },
    {
      code: 'PTVIS2',
      brand: 'bosch',
      category: 'peitu-pesu',
      price: 70000,
      attributes: { energiaklass: 'A' },
    },
    {
      code: 'PTOTHER',
      brand: 'siemens',
      category: 'peitu-pesu',
      price: 40000,
      attributes: { energiaklass: 'A' },
    },
    // Nearest in price to PTVIS1 and of its brand: the computed related list would show it first.
    {
      code: 'PTHID',
      brand: 'bosch',
      category: 'peitu-pesu',
      price: 50100,
      featured: true,
      attributes: { energiaklass: 'B' },
    },
    { code: 'PTSIMHID', brand: 'miele', category: 'peitu-pesu', price: 50050 },
    { code: 'PTLATE', brand: 'siemens', category: 'peitu-pesu', price: 1002, retail: 1500 },
    { code: 'PTADD', brand: 'bosch', category: 'peitu-pesu', price: 900 },
    { code: 'PTADD2', brand: 'bosch', category: 'peitu-pesu', price: 800 },
    { code: 'PTADDHID', brand: 'bosch', category: 'peitu-pesu', price: 700 },
    { code: 'PTINCAT', brand: 'bosch', category: 'peitu-kadunud', price: 900 },
  ]);
  // PTADD is the category's add-on; PTADD2 a hand-picked one; PTADDHID hidden, both ways.
  await t.db
    .insertInto('category_add_ons')
    .values([
      { category_id: leaf, product_id: idOf('PTADDHID'), sort: 1 },
      { category_id: leaf, product_id: idOf('PTADD'), sort: 2 },
    ])
    .execute();
  const link = (kind: 'related' | 'similar' | 'add_on', linked: string, sort: number) => ({
    product_id: idOf('PTVIS2'),
    kind,
    linked_id: idOf(linked),
    sort,
  });
  await t.db
    .insertInto('product_links')
    .values([
      link('related', 'PTHID', 1),
      link('related', 'PTOTHER', 2),
      link('related', 'PTVIS1', 3),
      link('similar', 'PTSIMHID', 1),
      link('add_on', 'PTADDHID', 1),
      link('add_on', 'PTADD2', 2),
    ])
    .execute();
  await t.db.updateTable('categories').set({ hidden: 1 }).where('id', '=', hiddenLeaf).execute();
  // The demo catalogue's featured products would fill the home page's list before these.
  await t.db.updateTable('products').set({ featured: 0 }).where('code', 'not like', 'PT%').execute();
  await hide(['PTHID', 'PTSIMHID', 'PTADDHID']);
  anna = new TestClient(t.app);
  await anna.login('anna@kodumasin.test');
});

afterAll(async () => {
  await t.close();
});

describe('a hidden product', () => {
  it('is gone from listings, facets, search and its suggestions', async () => {
    expect(await listing('category=peitu-pesu')).toEqual(
      expect.arrayContaining(['PTVIS1', 'PTVIS2', 'PTOTHER', 'PTLATE', 'PTADD', 'PTADD2']),
    );
    expect(await listing('category=peitu-pesu')).not.toContain('PTHID');
    expect(await listing('category=peitu')).not.toContain('PTHID');
    // Only the hidden product has class B: the filter offers no B at all.
    expect(await facet('category=peitu-pesu', 'energiaklass')).toEqual([['a', 3]]);
    expect(await facet('category=peitu-pesu', 'tootja')).toEqual([
      ['bosch', 4],
      ['siemens', 2],
    ]);
    expect(await listing('query=PTHID')).toEqual([]);
    expect(await listing('query=PTVIS1')).toEqual(['PTVIS1']);
    expect(await suggestions('PTHID')).toEqual([]);
    expect(await suggestions('PTVIS1')).toEqual(['PTVIS1']);
  });

  it('has no product page, by id or by address, like an unknown product', async () => {
    for (const key of [String(idOf('PTHID')), 'test-pthid']) {
      const response = await anna.api('GET', `/api/product/${key}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: PRODUCT_NOT_FOUND_MESSAGE, code: 'not_found' });
    }
  });

  it('leaves the featured list, the computed links and the add-ons', async () => {
    const featured = strict(ProductListReplySchema).parse(await json('/api/products/featured')).data;
    expect(featured.map((p) => p.code)).toEqual(['PTVIS1']);
    const page = strict(ProductReplySchema).parse(await json(`/api/product/${idOf('PTVIS1')}`)).data;
    expect(page.related.map((p) => p.code)).toEqual(['PTVIS2', 'PTADD', 'PTADD2']);
    expect(page.similar.map((p) => p.code)).toEqual(['PTOTHER', 'PTLATE']);
    expect(page.addOns.map((p) => p.code)).toEqual(['PTADD']);
  });

  it('leaves hand-picked links, which replace the computed ones in their order', async () => {
    const page = strict(ProductReplySchema).parse(await json(`/api/product/${idOf('PTVIS2')}`)).data;
    expect(page.related.map((p) => p.code)).toEqual(['PTOTHER', 'PTVIS1']);
    // Every hand-picked similar product is hidden: the computed list shows instead of none.
    expect(page.similar.map((p) => p.code)).toEqual(['PTOTHER', 'PTLATE']);
    // Hand-picked add-ons first, then the category's.
    expect(page.addOns.map((p) => p.code)).toEqual(['PTADD2', 'PTADD']);
  });

  it('is refused by cart, comparison, quick order and offers with their "not found" messages', async () => {
    const cart = await anna.api('POST', '/api/cart/insert', { id: idOf('PTHID'), quantity: 1 });
    expect(cart.statusCode).toBe(404);
    expect(cart.json()).toMatchObject({ message: PRODUCT_NOT_FOUND_MESSAGE });
    const compare = await anna.api('POST', '/api/compare/add', { id: idOf('PTHID') });
    expect(compare.statusCode).toBe(404);
    expect(compare.json()).toMatchObject({ message: PRODUCT_NOT_FOUND_MESSAGE });
    const quick = await anna.api('POST', '/api/quick-order/preview', { text: 'PTHID 2\nPTVIS1 1' });
    const lines = strict(QuickOrderPreviewReplySchema).parse(quick.json()).lines;
    expect(lines.map((l) => [l.code, l.product?.code ?? null, l.message])).toEqual([
      ['PTHID', null, QUICK_ORDER_CODE_NOT_FOUND_MESSAGE],
      ['PTVIS1', 'PTVIS1', null],
    ]);
    const codes = await anna.api('GET', '/api/quick-order/codes?prefix=PTH');
    expect(codes.statusCode, codes.body).toBe(200);
    expect(JSON.stringify(codes.json())).not.toContain('PTHID');
    const offer = await newOffer(anna, 'Peidetud toode');
    const row = await anna.api('POST', '/api/offers/row/add', { id: offer.id, product_id: idOf('PTHID') });
    expect(row.statusCode).toBe(404);
    expect(row.json()).toMatchObject({ message: PRODUCT_NOT_FOUND_MESSAGE });
  });

  it('of a hidden category is gone too', async () => {
    expect(await listing('query=PTINCAT')).toEqual([]);
    expect((await anna.api('GET', `/api/product/${idOf('PTINCAT')}`)).statusCode).toBe(404);
  });
});

describe('a product hidden after buyers used it', () => {
  it('leaves recent views, comparison, cart and search, but stays in orders and offers', async () => {
    await anna.api('POST', '/api/cart/clear');
    const late = idOf('PTLATE');
    await untilPage('PTLATE', 200);
    expect(
      strict(CompareIdsReplySchema).parse((await anna.api('POST', '/api/compare/add', { id: late })).json())
        .data,
    ).toContain(late);
    const order = await placeOrder(anna, [{ id: late, quantity: 2 }], 'invoice');
    const offer = await newOffer(anna, 'Hiljem peidetud');
    const withRow = offerOf(
      await anna.api('POST', '/api/offers/row/add', { id: offer.id, product_id: late }),
    );
    expect(withRow.rows.map((r) => r.code)).toEqual(['PTLATE']);
    expect((await anna.api('POST', '/api/cart/insert', { id: late, quantity: 1 })).statusCode).toBe(200);
    const recent = async () =>
      strict(ProductListReplySchema)
        .parse(await json('/api/products/recent'))
        .data.map((p) => p.code);
    expect(await recent()).toContain('PTLATE');

    await hide(['PTLATE']);
    await untilPage('PTLATE', 404);

    expect(await recent()).not.toContain('PTLATE');
    expect(await listing('query=PTLATE')).toEqual([]);
    const compares = strict(ComparesReplySchema).parse(await json('/api/compares')).data;
    expect(compares.map((p) => p.code)).not.toContain('PTLATE');
    // The cart names it as no longer sold instead of pricing it.
    const cart = strict(CartReplySchema).parse(await json('/api/cart')).cart;
    expect(cart.missing.map((m) => m.code)).toEqual(['PTLATE']);
    expect((await anna.api('POST', '/api/cart/insert', { id: late, quantity: 1 })).statusCode).toBe(404);

    // The order's history keeps its row.
    const shown = strict(OrderReplySchema).parse(await json(`/api/orders/${order.data.id}`)).data;
    expect(shown.rows.map((r) => [r.product_id, r.code, r.quantity])).toEqual([[late, 'PTLATE', 2]]);
    // The offer keeps its row, and saving the offer keeps it too; adding it anew is refused.
    const kept = offerOf(await anna.api('GET', `/api/offer/${offer.id}`));
    expect(kept.rows.map((r) => [r.product_id, r.code, r.purchase_price])).toEqual([[late, 'PTLATE', 1002]]);
    const saved = offerOf(
      await anna.api('POST', `/api/offer/${offer.id}`, saveBody(kept, { title: 'Uus nimi' })),
    );
    expect(saved.rows.map((r) => [r.product_id, r.title, r.code])).toEqual([
      [late, kept.rows[0]?.title, 'PTLATE'],
    ]);
    expect(
      (await anna.api('POST', '/api/offers/row/add', { id: offer.id, product_id: late })).statusCode,
    ).toBe(404);
  });
});
