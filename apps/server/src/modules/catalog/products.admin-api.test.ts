import { withVat } from '@kodumasinad/contract';
import {
  PRODUCT_BRAND_MESSAGE,
  PRODUCT_CAMPAIGN_ABOVE_PRICE_MESSAGE,
  PRODUCT_CAMPAIGN_DAYS_MESSAGE,
  PRODUCT_CATEGORY_MESSAGE,
  PRODUCT_CATEGORY_NOT_LEAF_MESSAGE,
  PRODUCT_CODE_MESSAGE,
  PRODUCT_CODE_TAKEN_MESSAGE,
  PRODUCT_DAY_MESSAGE,
  PRODUCT_DAYS_ORDER_MESSAGE,
  PRODUCT_DESCRIPTION_MESSAGE,
  PRODUCT_LINK_NOT_FOUND_MESSAGE,
  PRODUCT_LINKS_MESSAGE,
  PRODUCT_PRICE_MESSAGE,
  PRODUCT_RETAIL_PRICE_MESSAGE,
  PRODUCT_CAMPAIGN_PRICE_MESSAGE,
  PRODUCT_SPECS_MESSAGE,
  PRODUCT_TITLE_MESSAGE,
  PRODUCT_URL_MESSAGE,
  PRODUCT_URL_TAKEN_MESSAGE,
  PRODUCT_VALUE_ATTRIBUTE_MESSAGE,
  PRODUCT_VALUE_CHOICE_MESSAGE,
  PRODUCT_VALUE_NUMBER_MESSAGE,
  PRODUCT_BULK_CATEGORY_MESSAGE,
  PRODUCT_BULK_CAMPAIGN_MESSAGE,
  PRODUCT_BULK_IDS_MESSAGE,
  CLIENT_PRICES_CLIENT_NOT_FOUND_MESSAGE,
  type AdminProduct,
  type AdminProductClientPrices,
  type AdminProductsListReply,
} from '@kodumasinad/contract/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayFromToday } from '../../test-support/catalog-fixtures.js';
import { staffClient, type StaffTestClient } from '../../test-support/staff-client.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { TestClient } from '../../test-support/test-client.js';

/** Issue 24's product management through the real API: roles, validation, redirects, bulk, prices, audit. */
let t: TestApp;
let manager: StaffTestClient;
let buyer: TestClient;
let leaf: { id: number; parent_id: number };
let otherLeaf: { id: number };
let brand: { id: number; slug: string };
let enumAttribute: { id: number };
let numberAttribute: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  manager = await staffClient(t, 'catalog');
  buyer = new TestClient(t.app);
  expect((await buyer.login('peeter@ehitus.test')).statusCode).toBe(200);
  const categories = await t.db.selectFrom('categories').select(['id', 'parent_id', 'slug']).execute();
  const parents = new Set(categories.map((c) => c.parent_id));
  const leaves = categories.filter((c) => c.parent_id !== null && !parents.has(c.id));
  leaf = { id: leaves[0]!.id, parent_id: leaves[0]!.parent_id! };
  otherLeaf = { id: leaves.find((c) => c.parent_id !== leaf.parent_id)!.id };
  brand = await t.db.selectFrom('brands').select(['id', 'slug']).orderBy('id').executeTakeFirstOrThrow();
  enumAttribute = await t.db
    .selectFrom('attributes')
    .select('id')
    .where('kind', '=', 'enum')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  numberAttribute = await t.db
    .selectFrom('attributes')
    .select('id')
    .where('kind', '=', 'number')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await t.db
    .updateTable('attributes')
    .set({ choices: JSON.stringify(['A', 'B', 'C']) })
    .where('id', '=', enumAttribute.id)
    .execute();
}, 60_000);

afterAll(async () => {
  await t.close();
});

const audits = (entityId: number) =>
  t.db
    .selectFrom('audit_log')
    .selectAll()
    .where('entity', '=', 'product')
    .where('entity_id', '=', String(entityId))
    .orderBy('id')
    .execute();

let serial = 0;
function productBody(overrides: Record<string, unknown> = {}) {
  serial++;
  return {
    code: `HT-${serial}`,
    title: `Halduse testtoode ${serial}`,
    url: `halduse-testtoode-${serial}`,
    category_id: leaf.id,
    brand_id: brand.id,
    description: '<p>Hea <b>masin</b></p>',
    price: 40000,
    retail_price: 62000,
    specs: [{ name: 'Mahutavus', value: '8 kg' }],
    values: [
      { attribute_id: enumAttribute.id, value: 'A' },
      { attribute_id: numberAttribute.id, value: '59,5' },
    ],
    ...overrides,
  };
}

async function create(overrides: Record<string, unknown> = {}): Promise<AdminProduct> {
  const response = await manager.api('POST', '/api/admin/products', productBody(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ product: AdminProduct }>().product;
}

function errorsOf(response: { json<T>(): T }) {
  return response.json<{ errors: Record<string, string[]> }>().errors;
}

/** The buyer's index rebuilds off the request path: ask until the change shows (or give up). */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  let value = await read();
  for (let i = 0; i < 100 && !done(value); i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await read();
  }
  return value;
}

describe('roles', () => {
  it('lets the catalogue manager and admin in, and keeps buyers, sales and content staff out', async () => {
    const product = await create();
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/admin/products'],
      ['GET', '/api/admin/products/options'],
      ['GET', `/api/admin/products/${product.id}`],
      ['POST', '/api/admin/products', productBody()],
      ['PUT', `/api/admin/products/${product.id}`, productBody()],
      ['POST', `/api/admin/products/${product.id}/duplicate`, {}],
      ['POST', '/api/admin/products/bulk', { ids: [product.id], action: 'show' }],
      ['GET', `/api/admin/products/${product.id}/client-prices?client_id=1`],
    ];
    const anonymous = new TestClient(t.app);
    await anonymous.page();
    const sales = await staffClient(t, 'sales');
    const content = await staffClient(t, 'content');
    const admin = await staffClient(t, 'admin');
    for (const [method, url, body] of routes) {
      expect((await anonymous.api(method as 'GET', url, body)).statusCode, `${method} ${url}`).toBe(401);
      expect((await buyer.api(method as 'GET', url, body)).statusCode, `${method} ${url}`).toBe(403);
      expect((await sales.api(method as 'GET', url, body)).statusCode, `${method} ${url}`).toBe(403);
      expect((await content.api(method as 'GET', url, body)).statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await admin.api('GET', `/api/admin/products/${product.id}`)).statusCode).toBe(200);
    expect((await manager.api('GET', '/api/admin/products')).statusCode).toBe(200);
  });
});

describe('create and read', () => {
  it('creates a product with sanitised description, typed values, links and retail price with VAT', async () => {
    const addOn = await create();
    const response = await manager.api(
      'POST',
      '/api/admin/products',
      productBody({
        description: '<p onclick="x()">Tere<script>alert(1)</script></p>',
        add_on_ids: [addOn.id],
        related_ids: [addOn.id],
        campaign_price: 35000,
        discount_start: dayFromToday(-1),
        discount_end: dayFromToday(10),
        featured: true,
      }),
    );
    expect(response.statusCode).toBe(201);
    const product = response.json<{ product: AdminProduct }>().product;
    expect(product.description).not.toMatch(/script|onclick/);
    expect(product).toMatchObject({
      price: 40000,
      retail_price: 62000,
      campaign_price: 35000,
      featured: true,
      hidden: false,
      add_on_ids: [addOn.id],
      related_ids: [addOn.id],
      similar_ids: [],
      images: [],
    });
    expect(product.values).toEqual(
      expect.arrayContaining([
        { attribute_id: enumAttribute.id, value: 'A' },
        { attribute_id: numberAttribute.id, value: 59.5 },
      ]),
    );
    const row = await t.db
      .selectFrom('products')
      .select(['retail_cents', 'filename'])
      .where('id', '=', product.id)
      .executeTakeFirstOrThrow();
    expect(row.retail_cents).toBe(50000);
    expect(withVat(row.retail_cents)).toBe(62000);

    const read = await manager.api('GET', `/api/admin/products/${product.id}`);
    expect(read.json<{ product: AdminProduct }>().product).toEqual(product);
    expect((await manager.api('GET', '/api/admin/products/999999')).statusCode).toBe(404);

    const [entry] = await audits(product.id);
    expect(entry).toMatchObject({ staff_id: manager.staff.id, action: 'product.create' });
    expect(entry?.before_json).toBeNull();
    expect(JSON.parse(entry?.after_json ?? '{}')).toMatchObject({ code: product.code, price: 40000 });
  });

  it('reads the gallery from product_images in order, with picture addresses', async () => {
    const product = await create();
    await t.db
      .insertInto('product_images')
      .values([
        {
          product_id: product.id,
          filename: 'products/b.png',
          sort: 2,
          width: 10,
          height: 20,
          created_at: 'x',
        },
        {
          product_id: product.id,
          filename: 'products/a.png',
          sort: 1,
          width: 30,
          height: 40,
          created_at: 'x',
        },
      ])
      .execute();
    const read = (await manager.api('GET', `/api/admin/products/${product.id}`)).json<{
      product: AdminProduct;
    }>();
    expect(read.product.images.map((image) => [image.url, image.width])).toEqual([
      ['/images/products/a.png', 30],
      ['/images/products/b.png', 10],
    ]);
  });
});

describe('validation', () => {
  it('answers each bad field with its Estonian message and saves nothing', async () => {
    const countBefore = await t.db.selectFrom('products').select('id').execute();
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ code: '' }, { code: [PRODUCT_CODE_MESSAGE] }],
      [{ title: ' ' }, { title: [PRODUCT_TITLE_MESSAGE] }],
      [{ url: 'Suur Täht' }, { url: [PRODUCT_URL_MESSAGE] }],
      [{ price: -1 }, { price: [PRODUCT_PRICE_MESSAGE] }],
      [{ price: 'palju' }, { price: [PRODUCT_PRICE_MESSAGE] }],
      [{ retail_price: 1.5 }, { retail_price: [PRODUCT_RETAIL_PRICE_MESSAGE] }],
      [
        { campaign_price: -5, discount_start: '2026-01-01', discount_end: '2026-01-02' },
        { campaign_price: [PRODUCT_CAMPAIGN_PRICE_MESSAGE] },
      ],
      [{ campaign_price: 100 }, { discount_end: [PRODUCT_CAMPAIGN_DAYS_MESSAGE] }],
      [
        { campaign_price: 50000, discount_start: '2026-01-01', discount_end: '2026-01-02' },
        { campaign_price: [PRODUCT_CAMPAIGN_ABOVE_PRICE_MESSAGE] },
      ],
      [{ discount_start: '31.12.2026' }, { discount_start: [PRODUCT_DAY_MESSAGE] }],
      [
        { discount_start: '2026-02-02', discount_end: '2026-02-01' },
        { discount_end: [PRODUCT_DAYS_ORDER_MESSAGE] },
      ],
      [{ description: 'x'.repeat(100_001) }, { description: [PRODUCT_DESCRIPTION_MESSAGE] }],
      [{ specs: 'tabel' }, { specs: [PRODUCT_SPECS_MESSAGE] }],
      [{ category_id: 999999 }, { category_id: [PRODUCT_CATEGORY_MESSAGE] }],
      [{ category_id: leaf.parent_id }, { category_id: [PRODUCT_CATEGORY_NOT_LEAF_MESSAGE] }],
      [{ brand_id: 999999 }, { brand_id: [PRODUCT_BRAND_MESSAGE] }],
      [
        { values: [{ attribute_id: 999999, value: 'A' }] },
        { 'values.0.attribute_id': [PRODUCT_VALUE_ATTRIBUTE_MESSAGE] },
      ],
      [
        { values: [{ attribute_id: enumAttribute.id, value: 'Z' }] },
        { 'values.0.value': [PRODUCT_VALUE_CHOICE_MESSAGE] },
      ],
      [
        { values: [{ attribute_id: numberAttribute.id, value: 'suur' }] },
        { 'values.0.value': [PRODUCT_VALUE_NUMBER_MESSAGE] },
      ],
      [{ similar_ids: [999999] }, { similar_ids: [PRODUCT_LINK_NOT_FOUND_MESSAGE] }],
      [{ url: 'kontakt' }, { url: [PRODUCT_URL_TAKEN_MESSAGE] }],
    ];
    for (const [overrides, errors] of cases) {
      const response = await manager.api('POST', '/api/admin/products', productBody(overrides));
      expect(response.statusCode, JSON.stringify(overrides).slice(0, 80)).toBe(422);
      expect(errorsOf(response), JSON.stringify(overrides).slice(0, 80)).toEqual(errors);
    }
    expect(await t.db.selectFrom('products').select('id').execute()).toHaveLength(countBefore.length);
  });

  it('keeps codes unique and addresses unique against products and categories', async () => {
    const first = await create();
    const category = await t.db.selectFrom('categories').select('slug').executeTakeFirstOrThrow();
    const taken = await manager.api('POST', '/api/admin/products', productBody({ code: first.code }));
    expect(errorsOf(taken)).toEqual({ code: [PRODUCT_CODE_TAKEN_MESSAGE] });
    const url = await manager.api('POST', '/api/admin/products', productBody({ url: first.url }));
    expect(errorsOf(url)).toEqual({ url: [PRODUCT_URL_TAKEN_MESSAGE] });
    const slug = await manager.api('POST', '/api/admin/products', productBody({ url: category.slug }));
    expect(errorsOf(slug)).toEqual({ url: [PRODUCT_URL_TAKEN_MESSAGE] });
    const self = await manager.api(
      'PUT',
      `/api/admin/products/${first.id}`,
      productBody({ code: first.code, url: first.url, related_ids: [first.id] }),
    );
    expect(errorsOf(self)).toEqual({ related_ids: [PRODUCT_LINKS_MESSAGE] });
  });
});

describe('replace and redirects', () => {
  it('keeps the old address redirecting and frees it when a product takes it', async () => {
    const product = await create();
    const body = productBody({ code: product.code, url: `${product.url}-uus`, title: 'Uus nimi' });
    const saved = await manager.api('PUT', `/api/admin/products/${product.id}`, body);
    expect(saved.statusCode).toBe(200);
    expect(saved.json<{ product: AdminProduct }>().product).toMatchObject({
      title: 'Uus nimi',
      url: body.url,
    });
    const redirects = () =>
      t.db.selectFrom('product_redirects').selectAll().where('old_url', '=', product.url).execute();
    expect(await redirects()).toMatchObject([{ old_url: product.url, product_id: product.id }]);

    const entries = await audits(product.id);
    expect(entries.map((entry) => entry.action)).toEqual(['product.create', 'product.update']);
    expect(JSON.parse(entries[1]?.before_json ?? '{}')).toMatchObject({
      url: product.url,
      title: product.title,
    });
    expect(JSON.parse(entries[1]?.after_json ?? '{}')).toMatchObject({ url: body.url, title: 'Uus nimi' });

    // Saving the same again changes nothing and writes no audit entry.
    expect((await manager.api('PUT', `/api/admin/products/${product.id}`, body)).statusCode).toBe(200);
    expect(await audits(product.id)).toHaveLength(2);

    const other = await create({ url: product.url });
    expect(other.url).toBe(product.url);
    expect(await redirects()).toEqual([]);
  });
});

describe('duplicate', () => {
  it('copies the product hidden, with a free -KOOPIA code and address', async () => {
    const product = await create({ featured: true });
    const first = await manager.api('POST', `/api/admin/products/${product.id}/duplicate`, {});
    expect(first.statusCode).toBe(201);
    const copy = first.json<{ product: AdminProduct }>().product;
    expect(copy).toMatchObject({
      code: `${product.code}-KOOPIA`,
      url: `${product.url}-koopia`,
      hidden: true,
      title: product.title,
      price: product.price,
      retail_price: product.retail_price,
      specs: product.specs,
    });
    expect(copy.values).toEqual(expect.arrayContaining(product.values));
    const second = (await manager.api('POST', `/api/admin/products/${product.id}/duplicate`, {})).json<{
      product: AdminProduct;
    }>().product;
    expect(second.code).toBe(`${product.code}-KOOPIA-2`);
    expect(second.url).toBe(`${product.url}-koopia-2`);
    expect((await audits(copy.id)).map((entry) => entry.action)).toEqual(['product.duplicate']);
  });
});

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
