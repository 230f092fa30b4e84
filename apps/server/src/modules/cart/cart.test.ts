import {
  CartInsertReplySchema,
  CartReplySchema,
  ErrorReplySchema,
  TransportsReplySchema,
} from '@kodumasinad/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ANNA,
  MART,
  PEETER,
  cartOf,
  insertCheckoutProducts,
  loggedIn,
} from '../../test-support/checkout-fixtures.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { TestClient } from '../../test-support/test-client.js';
import { strict } from '../../test-support/strict.js';

let t: TestApp;
let ids: Map<string, number>;
let anna: TestClient;
const idOf = (code: string) => ids.get(code) as number;

beforeAll(async () => {
  t = await createTestApp({ TEST_BANK_ENABLED: 'false' });
  ids = await insertCheckoutProducts(t.db);
  anna = await loggedIn(t.app, ANNA);
});

afterAll(async () => {
  await t.close();
});

beforeEach(async () => {
  await anna.api('POST', '/api/cart/clear');
});

const insert = (body: unknown, client = anna) => client.api('POST', '/api/cart/insert', body);

describe('GET /api/cart', () => {
  it('answers an empty cart, and 401 without login', async () => {
    const response = await anna.api('GET', '/api/cart');
    expect(response.statusCode).toBe(200);
    expect(strict(CartReplySchema).parse(response.json()).cart).toEqual({
      rows: [],
      items: 0,
      total: 0,
      total_vat: 0,
      transport: null,
      missing: [],
      pricelist: 'default',
    });
    const stranger = new TestClient(t.app);
    expect((await stranger.api('GET', '/api/cart')).statusCode).toBe(401);
  });
});

describe('POST /api/cart/insert', () => {
  it('adds one by default, adds to the same row, and answers the cart and the product', async () => {
    const first = strict(CartInsertReplySchema).parse((await insert({ id: idOf('CHK3') })).json());
    expect(first.message).toBe('Toode on lisatud ostukorvi!');
    expect(first.product).toMatchObject({ id: idOf('CHK3'), code: 'CHK3', price: 50000, price_vat: 62000 });
    expect(first.cart.rows).toMatchObject([{ quantity: 1, price: 50000, price_vat: 62000, total: 50000 }]);

    const second = strict(CartInsertReplySchema).parse(
      (await insert({ id: String(idOf('CHK3')), quantity: 2 })).json(),
    );
    expect(second.cart.rows).toHaveLength(1);
    expect(second.cart).toMatchObject({ items: 3, total: 150000, total_vat: 186000 });
  });

  it('caps a row at 999 with a warning', async () => {
    await insert({ id: idOf('CHK4'), quantity: 998 });
    const reply = strict(CartInsertReplySchema).parse(
      (await insert({ id: idOf('CHK4'), quantity: 5 })).json(),
    );
    expect(reply.cart.rows[0]?.quantity).toBe(999);
    expect(reply.warning).toBe('Ühte toodet saab ostukorvi lisada kuni 999 tk.');
  });

  it.each([0, 1000, 'x', -1, 1.5, ''])('refuses quantity %j with 422 errors.quantity', async (quantity) => {
    const response = await insert({ id: idOf('CHK1'), quantity });
    expect(response.statusCode).toBe(422);
    const body = strict(ErrorReplySchema).parse(response.json());
    expect(body.errors?.quantity).toEqual(['Kogus peab olema täisarv 1 kuni 999.']);
    expect((await cartOf(anna)).rows).toEqual([]);
  });

  it('refuses a bad id with 422 and an unknown product with 404', async () => {
    const bad = await insert({ id: 'abc' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ errors: { id: ['Toote tunnus on vigane.'] } });
    const unknown = await insert({ id: 987_654 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: 'Toodet ei leitud.' });
  });

  it('refuses another user’s row as parent', async () => {
    const mart = await loggedIn(t.app, MART);
    await mart.api('POST', '/api/cart/clear');
    const martRow = strict(CartInsertReplySchema).parse((await insert({ id: idOf('CHK3') }, mart)).json())
      .cart.rows[0];
    const response = await insert({ id: idOf('CHK4'), row_id: martRow?.row_id });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: 'Ostukorvi rida ei leitud.' });
    expect((await insert({ id: idOf('CHK4'), row_id: 'x' })).statusCode).toBe(422);
  });
});

describe('POST /api/cart/update, delete and clear', () => {
  it('sets the quantity of the product’s row, refusing bad quantities and products not in the cart', async () => {
    await insert({ id: idOf('CHK1') });
    const updated = await anna.api('POST', '/api/cart/update', { id: idOf('CHK1'), quantity: 7 });
    expect(updated.statusCode).toBe(200);
    expect(strict(CartReplySchema).parse(updated.json()).cart).toMatchObject({ items: 7, total: 7014 });
    for (const quantity of [0, 1000, 'x']) {
      const bad = await anna.api('POST', '/api/cart/update', { id: idOf('CHK1'), quantity });
      expect(bad.statusCode).toBe(422);
      expect(bad.json()).toMatchObject({ errors: { quantity: [expect.any(String)] } });
    }
    const absent = await anna.api('POST', '/api/cart/update', { id: idOf('CHK2'), quantity: 2 });
    expect(absent.statusCode).toBe(404);
    expect(absent.json()).toMatchObject({ message: 'Toodet ei ole ostukorvis.' });
    expect((await anna.api('POST', '/api/cart/update', { quantity: 2 })).statusCode).toBe(422);
  });

  it('deletes by product id (twice is no error) and clears everything', async () => {
    await insert({ id: idOf('CHK1') });
    await insert({ id: idOf('CHK2') });
    const deleted = await anna.api('POST', '/api/cart/delete', { id: idOf('CHK1') });
    expect(deleted.statusCode).toBe(200);
    expect(
      strict(CartReplySchema)
        .parse(deleted.json())
        .cart.rows.map((r) => r.product.code),
    ).toEqual(['CHK2']);
    expect((await anna.api('POST', '/api/cart/delete', { id: idOf('CHK1') })).statusCode).toBe(200);
    expect((await anna.api('POST', '/api/cart/delete', { id: 0 })).statusCode).toBe(422);

    await anna.api('POST', '/api/cart/transport', { code: 'TTH2' });
    const cleared = await anna.api('POST', '/api/cart/clear');
    expect(strict(CartReplySchema).parse(cleared.json())).toMatchObject({
      message: 'Ostukorv on tühjendatud.',
      cart: { rows: [], items: 0, transport: null },
    });
  });

  it('needs the CSRF token for changes', async () => {
    const response = await anna.api('POST', '/api/cart/insert', { id: idOf('CHK1') }, { csrf: null });
    expect(response.statusCode).toBe(419);
  });
});

describe('totals', () => {
  it('counts VAT once on the net total in the purchase view', async () => {
    await insert({ id: idOf('CHK1') });
    const cart = strict(CartInsertReplySchema).parse((await insert({ id: idOf('CHK2') })).json()).cart;
    // 2 × 10,02 € = 20,04 €; 24 % of it is 4,8096 → 4,81 € (per line it would be 2 × 2,40 €).
    expect(cart.rows.map((r) => r.price_vat)).toEqual([1242, 1242]);
    expect(cart).toMatchObject({ items: 2, total: 2004, total_vat: 2485, pricelist: 'default' });
  });

  it('shows VAT-inclusive retail amounts in the sales view, total equal to total_vat', async () => {
    const mart = await loggedIn(t.app, MART);
    await mart.api('POST', '/api/cart/clear');
    expect((await mart.api('POST', '/api/user/pricelist/sales')).statusCode).toBe(200);
    await insert({ id: idOf('CHK1'), quantity: 3 }, mart);
    const cart = await cartOf(mart);
    // Retail 15,00 € net → 18,60 € with VAT.
    expect(cart.rows[0]).toMatchObject({ price: 1860, price_vat: 1860, total: 5580, quantity: 3 });
    expect(cart).toMatchObject({ total: 5580, total_vat: 5580, pricelist: 'sales' });
    await mart.api('POST', '/api/user/pricelist/default');
    expect(await cartOf(mart)).toMatchObject({ total: 3006, total_vat: 3727, pricelist: 'default' });
  });
});

describe('transports', () => {
  it('lists the three transports with their prices', async () => {
    const response = await anna.api('GET', '/api/cart/transports');
    expect(response.statusCode).toBe(200);
    const { data } = strict(TransportsReplySchema).parse(response.json());
    expect(data.map((o) => o.code)).toEqual(['TTH1', 'TTH2', 'TTH3']);
    expect(data[0]?.prices).toMatchObject({ Harju: 2500, Tartu: 3500, Võru: 4500 });
    expect(data[2]?.prices).toMatchObject({ Harju: 3900, Pärnu: 4900, Saare: 6900 });
  });

  it.each([
    [{ code: 'TTH1', county: 'Harju' }, 'Harju', 2500],
    [{ code: 'TTH1', county: 'Ida-Viru' }, 'Ida-Viru', 3500],
    [{ code: 'TTH3', county: 'Viljandi' }, 'Viljandi', 6900],
    [{ code: 'TTH2', county: 'Tartu' }, null, 0],
    [{ code: 'TTH2' }, null, 0],
  ])('sets %j on the cart', async (body, county, price) => {
    const response = await anna.api('POST', '/api/cart/transport', body);
    expect(response.statusCode).toBe(200);
    expect(strict(CartReplySchema).parse(response.json()).cart.transport).toMatchObject({
      code: body.code,
      county,
      price,
    });
    expect((await cartOf(anna)).transport).toMatchObject({ code: body.code, county, price });
  });

  it.each([
    [{ code: 'TTH1' }, { county: ['Maakond on nõutud väli.'] }],
    [{ code: 'TTH3', county: '' }, { county: ['Maakond on nõutud väli.'] }],
    [{ code: 'TTH3', county: 'Harjumaa' }, { county: ['Maakond ei ole korrektne.'] }],
    [{ code: 'TTH4', county: 'Harju' }, { code: ['Sellist transporti ei ole.'] }],
    [{}, { code: ['Vali transpordiviis.'] }],
  ])('refuses %j with 422', async (body, errors) => {
    const response = await anna.api('POST', '/api/cart/transport', body);
    expect(response.statusCode).toBe(422);
    expect(strict(ErrorReplySchema).parse(response.json()).errors).toEqual(errors);
  });
});

describe('a product that left the catalogue', () => {
  it('is reported in missing, left out of the totals, and can be removed', async () => {
    await insert({ id: idOf('CHK3') });
    const user = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', ANNA)
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('cart_rows')
      .values({
        user_id: user.id,
        product_id: 876_543,
        parent_row_id: null,
        parent_key: 0,
        quantity: 2,
        title: 'Kadunud külmik',
        code: 'GONE1',
        created_at: new Date().toISOString(),
      })
      .execute();
    const cart = await cartOf(anna);
    expect(cart.missing).toEqual([{ product_id: 876_543, title: 'Kadunud külmik', code: 'GONE1' }]);
    expect(cart).toMatchObject({ items: 1, total: 50000 });
    expect(cart.rows.map((r) => r.product.code)).toEqual(['CHK3']);

    const removed = strict(CartReplySchema).parse(
      (await anna.api('POST', '/api/cart/delete', { id: 876_543 })).json(),
    );
    expect(removed.cart.missing).toEqual([]);
  });
});

describe('carts are per user', () => {
  it('keeps Peeter’s cart apart from Anna’s', async () => {
    await insert({ id: idOf('CHK3') });
    const peeter = await loggedIn(t.app, PEETER);
    expect((await cartOf(peeter)).rows).toEqual([]);
  });
});
