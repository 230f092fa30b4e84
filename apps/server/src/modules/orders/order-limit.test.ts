import {
  ErrorReplySchema,
  OrderReplySchema,
  OrdersListReplySchema,
  ORDER_TOTAL_LIMIT_MESSAGE,
} from '@kodumasinad/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ANNA,
  addToCart,
  cartOf,
  checkoutUpTo,
  confirm,
  injectingFetch,
  loggedIn,
  placeOrder,
  postForm,
} from '../../test-support/checkout-fixtures.js';
import { insertProducts } from '../../test-support/catalog-fixtures.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import type { TestClient } from '../../test-support/test-client.js';

let t: TestApp | undefined;
let app: TestApp;
let ids: Map<string, number>;
let anna: TestClient;
const idOf = (code: string) => ids.get(code) as number;

beforeAll(async () => {
  t = await createTestApp({}, { testBankFetch: injectingFetch(() => t) });
  app = t;
  // Brands without a demo client discount: the purchase price is the list price.
  ids = await insertProducts(app.db, [
    { code: 'BIG1', brand: 'siemens', category: 'pesumasinad', price: 1_200_000 },
    { code: 'BIG2', brand: 'lg', category: 'pesumasinad', price: 900_000 },
    { code: 'BIG3', brand: 'beko', category: 'pesumasinad', price: 750_000 },
    { code: 'HUGE', brand: 'samsung', category: 'pesumasinad', price: 100_000_000 },
  ]);
  anna = await loggedIn(app.app, ANNA);
});

afterAll(async () => {
  await app.close();
});

beforeEach(async () => {
  await anna.api('POST', '/api/cart/clear');
});

const DEAR = ['BIG1', 'BIG2', 'BIG3'].map((code) => ({ code, quantity: 999 }));
// 999 × (12 000 + 9 000 + 7 500 €) + 49 € transport (TTH3 to Tartu) = 28 471 549,00 € net.
const NET = 2_847_154_900;
const VAT = 683_317_176;
const GROSS = 3_530_472_076;

async function storedMoney(orderId: number) {
  const order = await app.db
    .selectFrom('orders')
    .select(['products_total', 'total', 'vat', 'total_vat'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  const rows = await app.db
    .selectFrom('order_rows')
    .select(['price', 'total'])
    .where('order_id', '=', orderId)
    .orderBy('position')
    .execute();
  const payments = await app.db
    .selectFrom('payments')
    .select(['amount_cents', 'status'])
    .where('order_id', '=', orderId)
    .execute();
  const invoices = await app.db
    .selectFrom('invoices')
    .select(['total', 'vat', 'total_vat'])
    .where('order_id', '=', orderId)
    .execute();
  return { order, rows, payments, invoices };
}

describe('orders above 2^31 − 1 cents', () => {
  it('are placed on invoice with exact totals, read back as numbers', async () => {
    const reply = await placeOrder(
      anna,
      DEAR.map(({ code, quantity }) => ({ id: idOf(code), quantity })),
      'invoice',
    );
    expect(GROSS).toBeGreaterThan(2 ** 31 - 1);
    expect(reply.data).toMatchObject({ total: NET, vat: VAT, total_vat: GROSS, payment_status: 'invoice' });
    expect(reply.data.rows.map((row) => row.total)).toEqual([1_198_800_000, 899_100_000, 749_250_000]);

    const stored = await storedMoney(reply.data.id);
    expect(stored.order).toEqual({ products_total: NET - 4900, total: NET, vat: VAT, total_vat: GROSS });
    expect(stored.rows[0]).toEqual({ price: 1_200_000, total: 1_198_800_000 });
    expect(stored.payments).toEqual([{ amount_cents: GROSS, status: 'invoice' }]);
    expect(stored.invoices).toEqual([{ total: NET, vat: VAT, total_vat: GROSS }]);

    const shown = OrderReplySchema.parse((await anna.api('GET', `/api/orders/${reply.data.id}`)).json());
    expect(shown.data.total_vat).toBe(GROSS);
    const list = OrdersListReplySchema.parse((await anna.api('GET', '/api/orders')).json());
    expect(list.data.find((item) => item.id === reply.data.id)).toMatchObject({
      total_vat: GROSS,
      items: 2997,
    });
  });

  it('are paid through the test bank, amount and all', async () => {
    const reply = await placeOrder(
      anna,
      DEAR.map(({ code, quantity }) => ({ id: idOf(code), quantity })),
      'testbank',
    );
    const fields = reply.payment?.fields ?? {};
    expect(fields.VK_AMOUNT).toBe('35304720.76');
    const paid = await postForm(app.app, '/test-bank/pay/confirm', fields);
    expect(paid.statusCode).toBe(200);
    const order = OrderReplySchema.parse((await anna.api('GET', `/api/orders/${reply.data.id}`)).json());
    expect(order.data).toMatchObject({ payment_status: 'closed', total_vat: GROSS });
    expect((await storedMoney(reply.data.id)).payments).toEqual([{ amount_cents: GROSS, status: 'closed' }]);
  });
});

describe('the order total limit', () => {
  it('refuses a cart change past 99 999 999,99 € with a clear message, and allows lowering', async () => {
    await addToCart(anna, idOf('HUGE'), 80);
    const update = await anna.api('POST', '/api/cart/update', { id: idOf('HUGE'), quantity: 81 });
    expect(update.statusCode).toBe(422);
    expect(ErrorReplySchema.parse(update.json())).toMatchObject({
      message: ORDER_TOTAL_LIMIT_MESSAGE,
      errors: { quantity: [ORDER_TOTAL_LIMIT_MESSAGE] },
    });
    expect(ORDER_TOTAL_LIMIT_MESSAGE).toContain('99 999 999,99 €');
    const insert = await anna.api('POST', '/api/cart/insert', { id: idOf('HUGE'), quantity: 1 });
    expect(insert.statusCode).toBe(422);
    expect(insert.json()).toMatchObject({ errors: { quantity: [ORDER_TOTAL_LIMIT_MESSAGE] } });
    const other = await anna.api('POST', '/api/cart/insert', { id: idOf('BIG1'), quantity: 999 });
    expect(other.statusCode).toBe(422);
    expect((await cartOf(anna)).rows.map((row) => row.quantity)).toEqual([80]);

    // 80 × 1 000 000 € × 1,24 = 99 200 000 €: within; lowering needs no check at all.
    const lower = await anna.api('POST', '/api/cart/update', { id: idOf('HUGE'), quantity: 10 });
    expect(lower.statusCode).toBe(200);
    await addToCart(anna, idOf('BIG1'), 999);
  });

  it('is checked once more when the order is confirmed', async () => {
    await addToCart(anna, idOf('HUGE'), 1);
    await checkoutUpTo(anna, 'invoice');
    // Past the cart's check (e.g. a price raised meanwhile): the order is not placed.
    await app.db
      .updateTable('cart_rows')
      .set({ quantity: 999 })
      .where('product_id', '=', idOf('HUGE'))
      .execute();
    const before = await app.db.selectFrom('orders').select('id').execute();
    const response = await confirm(anna);
    expect(response.statusCode).toBe(422);
    expect(ErrorReplySchema.parse(response.json())).toMatchObject({
      message: ORDER_TOTAL_LIMIT_MESSAGE,
      errors: { total: [ORDER_TOTAL_LIMIT_MESSAGE] },
    });
    expect(await app.db.selectFrom('orders').select('id').execute()).toHaveLength(before.length);
  });
});
