import { OrdersListReplySchema, CLIENT_BLOCKED_ORDER_MESSAGE } from '@kodumasinad/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANNA,
  MART,
  addToCart,
  cartOf,
  checkoutUpTo,
  confirm,
  insertCheckoutProducts,
  loggedIn,
} from '../../test-support/checkout-fixtures.js';
import { strict } from '../../test-support/strict.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { TestClient } from '../../test-support/test-client.js';

/**
 * A blocked client orders nothing (decision 046). Blocking in the back-office also ends the
 * users' sessions (clients.api.test.ts); here the block is set in the database behind a signed-in
 * buyer's back, as a block landing between the guard and the order would be, to show that the
 * order's own transaction refuses it.
 */
let t: TestApp;
let products: Map<string, number>;

beforeAll(async () => {
  t = await createTestApp();
  products = await insertCheckoutProducts(t.db);
});

afterAll(async () => {
  await t.close();
});

const setBlocked = async (blocked: 0 | 1) =>
  t.db.updateTable('b2b_clients').set({ blocked }).where('name', '=', 'Kodumasin Pluss OÜ').execute();
const orderCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('a blocked client', () => {
  it('cannot confirm an order: a clear message, nothing placed, the cart kept', async () => {
    const anna = await loggedIn(t.app, ANNA);
    await addToCart(anna, products.get('CHK1') ?? 0, 2);
    await checkoutUpTo(anna, 'invoice');
    const before = await orderCount();
    await setBlocked(1);
    try {
      const refused = await confirm(anna);
      expect(refused.statusCode, refused.body).toBe(422);
      expect(refused.json()).toMatchObject({ code: 'client_blocked', message: CLIENT_BLOCKED_ORDER_MESSAGE });
      expect(await orderCount()).toBe(before);
      expect((await cartOf(anna)).rows).toHaveLength(1);
    } finally {
      await setBlocked(0);
    }
    // The same confirm goes through once the block is lifted: the block was the only obstacle.
    const placed = await confirm(anna);
    expect(placed.statusCode, placed.body).toBe(200);
    expect(await orderCount()).toBe(before + 1);
  });

  it('cannot continue paying an order', async () => {
    const mart = await loggedIn(t.app, MART);
    const list = strict(OrdersListReplySchema).parse(
      (await mart.api('GET', '/api/orders?per_page=100')).json(),
    );
    const failed = list.data.find((order) => order.payment_status === 'failed' && order.status === 'open');
    expect(failed).toBeDefined();
    await setBlocked(1);
    try {
      const refused = await mart.api('POST', `/api/orders/continue/${failed?.id}`);
      expect(refused.statusCode, refused.body).toBe(422);
      expect(refused.json()).toMatchObject({ code: 'client_blocked', message: CLIENT_BLOCKED_ORDER_MESSAGE });
    } finally {
      await setBlocked(0);
    }
    const continued = await mart.api('POST', `/api/orders/continue/${failed?.id}`);
    expect(continued.statusCode, continued.body).toBe(200);
  });

  it('cannot sign in, and its users get no reset link', async () => {
    await setBlocked(1);
    try {
      const client = new TestClient(t.app);
      const refused = await client.login(ANNA);
      expect(refused.statusCode).toBe(422);
      // The right password hears why and whom to contact (the seller's configured contact).
      const closed =
        'Sinu ettevõtte ligipääs e-poele on suletud. Palun võta ühendust: Kodumasinad AS, hulgimuuk@kodumasinad.ee.';
      expect(refused.json()).toEqual({
        code: 'client_blocked',
        message: closed,
        errors: { email: [closed] },
      });
      // A wrong password hears the usual answer: nothing about the account is revealed.
      const wrong = await client.login(ANNA, 'Vale-parool-1');
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json()).toMatchObject({ errors: { email: ['E-post või salasõna on vale.'] } });
      expect(wrong.body).not.toContain('suletud');
    } finally {
      await setBlocked(0);
    }
    expect((await new TestClient(t.app).login(ANNA)).statusCode).toBe(200);
  });
});
