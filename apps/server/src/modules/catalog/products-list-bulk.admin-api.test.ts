import { withVat } from '@kodumasinad/contract';
import {
  PRODUCT_CATEGORY_NOT_LEAF_MESSAGE,
  PRODUCT_BULK_CATEGORY_MESSAGE,
  PRODUCT_BULK_CAMPAIGN_MESSAGE,
  PRODUCT_BULK_IDS_MESSAGE,
  CLIENT_PRICES_CLIENT_NOT_FOUND_MESSAGE,
  type AdminProduct,
  type AdminProductClientPrices,
  type AdminProductsListReply,
} from '@kodumasinad/contract/admin';
import { describe, expect, it } from 'vitest';
import { dayFromToday } from '../../test-support/catalog-fixtures.js';
import {
  audits,
  brand,
  buyer,
  create,
  errorsOf,
  eventually,
  leaf,
  manager,
  otherLeaf,
  t,
  useProductAdminApi,
} from '../../test-support/product-admin-api.js';

/** Issue 24's product list, bulk actions and the prices a client pays, through the real API. */
useProductAdminApi();

describe('list', () => {
  it('searches code and title case-folded, filters, sorts and counts facets, hidden products included', async () => {
    const a = await create({ title: 'ÕUNAKOORIJA Šokk', code: 'LST-ÕUN-1' });
    const b = await create({ title: 'Õunakoorija väike', hidden: true, price: 0, retail_price: 0 });
    const c = await create({
      title: 'Õunakoorija suur',
      category_id: otherLeaf.id,
      campaign_price: 100,
      discount_start: dayFromToday(-1),
      discount_end: dayFromToday(1),
    });
    const list = async (query: string) => {
      const response = await manager.api('GET', `/api/admin/products?${query}`);
      expect(response.statusCode, query).toBe(200);
      return response.json<AdminProductsListReply>();
    };
    const ids = async (query: string) => (await list(query)).data.map((row) => row.id).sort((x, y) => x - y);
    expect(await ids('q=õunakoorija')).toEqual([a.id, b.id, c.id]);
    expect(await ids('q=ÕUNAKOORIJA%20šokk')).toEqual([a.id]);
    expect(await ids('q=lst-õun')).toEqual([a.id]);
    expect(await ids('q=õunakoorija&hidden=true')).toEqual([b.id]);
    expect(await ids('q=õunakoorija&hidden=false')).toEqual([a.id, c.id]);
    expect(await ids('q=õunakoorija&no_price=true')).toEqual([b.id]);
    expect(await ids('q=õunakoorija&campaign=true')).toEqual([c.id]);
    expect(await ids('q=õunakoorija&no_picture=true')).toEqual([a.id, b.id, c.id]);
    expect(await ids(`q=õunakoorija&category=${leaf.parent_id}`)).toEqual([a.id, b.id]);
    expect(await ids(`q=õunakoorija&category=${otherLeaf.id}`)).toEqual([c.id]);
    expect(await ids(`q=õunakoorija&brand=${brand.id}`)).toEqual([a.id, b.id, c.id]);
    expect(await ids(`q=õunakoorija&changed_since=${dayFromToday(-1)}`)).toEqual([a.id, b.id, c.id]);
    expect(await ids('q=õunakoorija&changed_since=2099-01-01')).toEqual([]);

    const paged = await list('q=õunakoorija&sort=title&dir=asc&per_page=2');
    expect(paged.meta).toEqual({ current_page: 1, last_page: 2, per_page: 2, total: 3 });
    expect(paged.data).toHaveLength(2);
    const byPrice = await list('q=õunakoorija&sort=price&dir=asc');
    // Equal prices go by id in the same direction.
    expect(byPrice.data.map((row) => row.id)).toEqual([b.id, a.id, c.id]);
    expect(byPrice.data[1]).toMatchObject({ retail_price: 62000, category_id: leaf.id, hidden: false });

    const filtered = await list(`q=õunakoorija&category=${otherLeaf.id}`);
    const leafCount = (id: number) => filtered.facets.categories.find((f) => f.id === id)?.count;
    // The category facet ignores the category filter; the brand facet honours it.
    expect(leafCount(leaf.id)).toBe(2);
    expect(leafCount(leaf.parent_id)).toBeGreaterThanOrEqual(2);
    expect(leafCount(otherLeaf.id)).toBe(1);
    expect(filtered.facets.brands).toEqual([{ id: brand.id, name: expect.any(String), count: 1 }]);

    const bad = await manager.api('GET', '/api/admin/products?hidden=kindlasti&changed_since=eile');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(errorsOf(bad)).sort()).toEqual(['changed_since', 'hidden']);
  });
});

describe('bulk actions', () => {
  it('hides, shows, moves, starts and ends campaigns and changes prices, one audit entry per product', async () => {
    const a = await create({ price: 10000, retail_price: 12400 });
    const b = await create({ price: 20000, retail_price: 24800 });
    const bulk = (body: Record<string, unknown>) =>
      manager.api('POST', '/api/admin/products/bulk', { ids: [a.id, b.id], ...body });
    const read = async (id: number) =>
      (await manager.api('GET', `/api/admin/products/${id}`)).json<{ product: AdminProduct }>().product;

    expect((await bulk({ action: 'hide' })).json()).toEqual({ updated: 2 });
    expect((await read(a.id)).hidden).toBe(true);
    expect((await bulk({ action: 'hide' })).json()).toEqual({ updated: 0 });
    expect((await bulk({ action: 'show' })).json()).toEqual({ updated: 2 });
    expect((await read(b.id)).hidden).toBe(false);

    expect(errorsOf(await bulk({ action: 'move' }))).toEqual({
      category_id: [PRODUCT_BULK_CATEGORY_MESSAGE],
    });
    expect(errorsOf(await bulk({ action: 'move', category_id: leaf.parent_id }))).toEqual({
      category_id: [PRODUCT_CATEGORY_NOT_LEAF_MESSAGE],
    });
    expect((await bulk({ action: 'move', category_id: otherLeaf.id })).json()).toEqual({ updated: 2 });
    expect((await read(a.id)).category_id).toBe(otherLeaf.id);

    const days = { discount_start: dayFromToday(0), discount_end: dayFromToday(7) };
    expect(errorsOf(await bulk({ action: 'campaign', ...days }))).toEqual({
      campaign_price: [PRODUCT_BULK_CAMPAIGN_MESSAGE],
    });
    expect((await bulk({ action: 'campaign', campaign_percent: 10, ...days })).json()).toEqual({
      updated: 2,
    });
    expect(await read(b.id)).toMatchObject({ campaign_price: 18000, ...days });
    // A price above a product's own is no campaign for it.
    expect((await bulk({ action: 'campaign', campaign_price: 15000, ...days })).json()).toEqual({
      updated: 1,
    });
    expect((await read(b.id)).campaign_price).toBe(15000);
    expect((await read(a.id)).campaign_price).toBe(9000);
    expect((await bulk({ action: 'end_campaign' })).json()).toEqual({ updated: 2 });
    expect(await read(a.id)).toMatchObject({
      campaign_price: null,
      discount_start: null,
      discount_end: null,
    });

    expect((await bulk({ action: 'price_percent', percent: -10 })).json()).toEqual({ updated: 2 });
    expect(await read(a.id)).toMatchObject({ price: 9000, retail_price: withVat(9000) });

    expect(
      errorsOf(await manager.api('POST', '/api/admin/products/bulk', { ids: [], action: 'hide' })),
    ).toEqual({
      ids: [PRODUCT_BULK_IDS_MESSAGE],
    });

    const entries = await audits(a.id);
    expect(entries.map((entry) => entry.action)).toEqual([
      'product.create',
      'product.bulk_hide',
      'product.bulk_show',
      'product.bulk_move',
      // The second campaign (15 000) was not below a's price: a kept its own.
      'product.bulk_campaign',
      'product.bulk_end_campaign',
      'product.bulk_price_percent',
    ]);
    const last = entries.at(-1);
    expect(JSON.parse(last?.before_json ?? '{}')).toEqual({ price: 10000, retail_price: 12400 });
    expect(JSON.parse(last?.after_json ?? '{}')).toEqual({ price: 9000, retail_price: withVat(9000) });
    expect(JSON.parse(entries[1]?.after_json ?? '{}')).toEqual({ hidden: true });
  });
});

describe('Hinnad klientidele', () => {
  it('gives the price the client’s buyer sees in both views, with discount and campaign', async () => {
    // Peeter's client has a discount on AEG and on Electrolux (decision 004).
    const aeg = await t.db
      .selectFrom('brands')
      .select('id')
      .where('slug', '=', 'aeg')
      .executeTakeFirstOrThrow();
    const product = await create({
      brand_id: aeg.id,
      price: 123457,
      retail_price: 176543,
      campaign_price: 119999,
      discount_start: dayFromToday(-1),
      discount_end: dayFromToday(3),
    });
    const peeter = await t.db
      .selectFrom('users')
      .select('b2b_client_id')
      .where('email', '=', 'peeter@ehitus.test')
      .executeTakeFirstOrThrow();
    const response = await manager.api(
      'GET',
      `/api/admin/products/${product.id}/client-prices?client_id=${peeter.b2b_client_id}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const prices = response.json<{ data: AdminProductClientPrices }>().data;
    expect(prices).toMatchObject({ base_price: 123457, discount_percent: 6, campaign_applies: true });

    type Seen = { price: number; price_vat: number; price_default: number; original_price: number };
    const seen = async (pricelist: 'default' | 'sales') => {
      expect((await buyer.api('POST', `/api/user/pricelist/${pricelist}`)).statusCode).toBe(200);
      const page = await eventually(
        () => buyer.api('GET', `/api/product/${product.url}`),
        (reply) => reply.statusCode === 200,
      );
      expect(page.statusCode).toBe(200);
      return page.json<{ data: Seen }>().data;
    };
    const purchase = await seen('default');
    expect(prices.purchase).toMatchObject({
      price: purchase.price,
      price_vat: purchase.price_vat,
      price_default: purchase.price_default,
      original_price: purchase.original_price,
      shown: purchase.price,
    });
    // 6 % off 1234,57 is 1160,50 €, below the campaign's 1199,99 €.
    expect(prices.purchase.price).toBe(116050);
    const sales = await seen('sales');
    await buyer.api('POST', '/api/user/pricelist/default');
    expect(prices.sales).toMatchObject({
      price: sales.price,
      price_vat: sales.price_vat,
      shown: sales.price_vat,
    });

    const unknown = await manager.api(
      'GET',
      `/api/admin/products/${product.id}/client-prices?client_id=999999`,
    );
    expect(unknown.statusCode).toBe(422);
    expect(errorsOf(unknown)).toEqual({ client_id: [CLIENT_PRICES_CLIENT_NOT_FOUND_MESSAGE] });
  });
});
