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
  type AdminProduct,
} from '@kodumasinad/contract/admin';
import { describe, expect, it } from 'vitest';
import { staffClient } from '../../test-support/staff-client.js';
import { TestClient } from '../../test-support/test-client.js';
import { dayFromToday } from '../../test-support/catalog-fixtures.js';
import {
  audits,
  buyer,
  create,
  errorsOf,
  leaf,
  manager,
  numberAttribute,
  productBody,
  enumAttribute,
  t,
  useProductAdminApi,
} from '../../test-support/product-admin-api.js';

/** Issue 24's product management through the real API: roles, creation, validation, redirects, duplicates. */
useProductAdminApi();

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
