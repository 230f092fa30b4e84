import { CartInsertReplySchema, CartReplySchema, ProductReplySchema } from '@kodumasinad/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ADD_ONS } from '../../db/seed/catalog/add-ons.js';
import { ANNA, cartOf, checkoutUpTo, confirm, loggedIn } from '../../test-support/checkout-fixtures.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import type { TestClient } from '../../test-support/test-client.js';
import { strict } from '../../test-support/strict.js';

// Issue 10, defect 3 / decision 020: add-ons are accessories and services attached to a cart row.

let t: TestApp;
let anna: TestClient;
let washer: { id: number; url: string };
let hob: { id: number };
const addOnIds = new Map<string, number>();
const idOf = (code: string) => addOnIds.get(code) as number;

const categoryProduct = (slug: string) =>
  t.db
    .selectFrom('products')
    .innerJoin('categories', 'categories.id', 'products.category_id')
    .select(['products.id', 'products.url'])
    .where('categories.slug', '=', slug)
    .orderBy('products.id')
    .executeTakeFirstOrThrow();

beforeAll(async () => {
  t = await createTestApp({ TEST_BANK_ENABLED: 'false' });
  washer = await categoryProduct('pesumasinad');
  hob = await categoryProduct('induktsioonplaadid');
  const rows = await t.db
    .selectFrom('products')
    .select(['id', 'code'])
    .where(
      'code',
      'in',
      ADD_ONS.map((addOn) => addOn.code),
    )
    .execute();
  for (const row of rows) addOnIds.set(row.code, row.id);
  anna = await loggedIn(t.app, ANNA);
});

afterAll(async () => {
  await t.close();
});

beforeEach(async () => {
  await anna.api('POST', '/api/cart/clear');
});

const insert = (body: unknown) => anna.api('POST', '/api/cart/insert', body);
const inserted = async (body: unknown) => {
  const response = await insert(body);
  expect(response.statusCode, response.body).toBe(200);
  return strict(CartInsertReplySchema).parse(response.json());
};

describe('the seeded add-ons', () => {
  it('are real accessories and services, each fitting some category', async () => {
    expect(addOnIds.size).toBe(ADD_ONS.length);
    const fits = await t.db.selectFrom('category_add_ons').select('product_id').distinct().execute();
    expect(fits).toHaveLength(ADD_ONS.length);
  });

  it('are what a washing machine page offers, not other washers', async () => {
    const { data } = strict(ProductReplySchema).parse(
      (await anna.api('GET', `/api/product/${washer.url}`)).json(),
    );
    const codes = data.addOns.map((p) => p.code);
    expect(codes).toEqual(
      expect.arrayContaining(['LT-PKK-01', 'LT-VV-150', 'TE-PAIG-PESU', 'TE-VANA-VEDU', 'TE-LISAGAR-3']),
    );
    expect(codes).not.toContain('LT-SF-01');
    expect(data.addOns.every((p) => p.brand.slug === 'kodumasinad')).toBe(true);
    const washers = await t.db
      .selectFrom('products')
      .innerJoin('categories', 'categories.id', 'products.category_id')
      .select('products.code')
      .where('categories.slug', '=', 'pesumasinad')
      .execute();
    expect(codes.filter((code) => washers.some((w) => w.code === code))).toEqual([]);
  });
});

describe('POST /api/cart/insert with row_id and checked', () => {
  it('attaches a ticked add-on to its row at the row’s quantity, and unticking takes it out', async () => {
    const main = (await inserted({ id: washer.id, quantity: 2 })).cart.rows[0];
    const rowId = main?.row_id as number;
    expect(main?.add_ons.map((p) => p.code)).toContain('TE-PAIG-PESU');

    const withAddOn = await inserted({ id: idOf('TE-PAIG-PESU'), row_id: rowId, checked: true });
    expect(withAddOn.cart.rows.map((r) => [r.product.code, r.parent_row_id, r.quantity])).toEqual([
      [withAddOn.cart.rows[0]?.product.code, null, 2],
      ['TE-PAIG-PESU', rowId, 2],
    ]);
    expect(withAddOn.cart.rows[1]?.add_ons).toEqual([]);
    // Products counted without add-ons; the money includes them.
    expect(withAddOn.cart.items).toBe(2);
    const installation = withAddOn.cart.rows[1];
    expect(withAddOn.cart.total).toBe((main?.total ?? 0) + (installation?.price ?? 0) * 2);

    // Ticking again changes nothing.
    const again = await inserted({ id: idOf('TE-PAIG-PESU'), row_id: rowId, checked: true });
    expect(again.cart.rows).toHaveLength(2);
    expect(again.cart.rows[1]?.quantity).toBe(2);

    const unticked = await inserted({ id: idOf('TE-PAIG-PESU'), row_id: rowId, checked: false });
    expect(unticked.cart.rows.map((r) => r.product.id)).toEqual([washer.id]);
  });

  it('refuses an add-on that does not fit the row’s product, and a washer as an add-on', async () => {
    const rowId = (await inserted({ id: washer.id })).cart.rows[0]?.row_id;
    for (const id of [idOf('LT-SF-01'), hob.id]) {
      const response = await insert({ id, row_id: rowId, checked: true });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        errors: { id: ['See lisatarvik või teenus ei sobi selle tootega.'] },
      });
    }
    expect((await cartOf(anna)).rows).toHaveLength(1);
  });

  it('keeps the add-ons at the row’s quantity when the row grows or is updated', async () => {
    const rowId = (await inserted({ id: washer.id })).cart.rows[0]?.row_id;
    await inserted({ id: idOf('LT-VV-150'), row_id: rowId });
    await inserted({ id: washer.id, quantity: 2 });
    expect((await cartOf(anna)).rows.map((r) => r.quantity)).toEqual([3, 3]);
    const updated = await anna.api('POST', '/api/cart/update', { id: washer.id, quantity: 5 });
    expect(updated.statusCode).toBe(200);
    expect(
      strict(CartReplySchema)
        .parse(updated.json())
        .cart.rows.map((r) => r.quantity),
    ).toEqual([5, 5]);
  });

  it('removes the add-ons with their row', async () => {
    const rowId = (await inserted({ id: washer.id })).cart.rows[0]?.row_id;
    await inserted({ id: idOf('TE-PAIG-PESU'), row_id: rowId });
    await inserted({ id: idOf('TE-VANA-VEDU'), row_id: rowId });
    const removed = await anna.api('POST', '/api/cart/delete', { id: washer.id });
    expect(removed.statusCode).toBe(200);
    expect(strict(CartReplySchema).parse(removed.json()).cart.rows).toEqual([]);
    expect(await t.db.selectFrom('cart_rows').select('id').execute()).toEqual([]);
  });
});

describe('an order with add-ons', () => {
  it('has the add-on rows and their money in its rows and totals', async () => {
    const rowId = (await inserted({ id: washer.id, quantity: 2 })).cart.rows[0]?.row_id;
    const cart = (await inserted({ id: idOf('TE-PAIG-PESU'), row_id: rowId })).cart;
    await checkoutUpTo(anna, 'invoice');
    const response = await confirm(anna);
    expect(response.statusCode, response.body).toBe(200);
    const order = (response.json() as { data: { rows: { code: string; quantity: number; total: number }[] } })
      .data;
    expect(order.rows.map((r) => [r.code, r.quantity])).toEqual([
      [cart.rows[0]?.product.code, 2],
      ['TE-PAIG-PESU', 2],
    ]);
    const addOnNet = (cart.rows[1]?.price ?? 0) * 2;
    expect(order.rows[1]?.total).toBe(addOnNet);
    expect((await cartOf(anna)).rows).toEqual([]);
  });
});
