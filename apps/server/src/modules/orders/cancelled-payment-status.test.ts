import { OrderReplySchema, OrdersListReplySchema } from '@kodumasinad/contract';
import { AdminOrderReplySchema } from '@kodumasinad/contract/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANNA, insertCheckoutProducts, loggedIn, placeOrder } from '../../test-support/checkout-fixtures.js';
import { staffClient } from '../../test-support/staff-client.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import type { TestClient } from '../../test-support/test-client.js';

/** Issue 22 #26: a cancelled order showed "Makse: Pooleli" in the shop and the back-office. */
let t: TestApp;
let anna: TestClient;
let sales: TestClient;
let ids: Map<string, number>;

beforeAll(async () => {
  t = await createTestApp();
  ids = await insertCheckoutProducts(t.db);
  anna = await loggedIn(t.app, ANNA);
  sales = await staffClient(t, 'sales');
});

afterAll(async () => {
  await t.close();
});

describe('the payment status of a cancelled order', () => {
  it('is Tühistatud for an unpaid bank order, in the shop and the back-office', async () => {
    const placed = await placeOrder(anna, [{ id: ids.get('CHK4') as number, quantity: 1 }], 'testbank');
    expect(placed.data).toMatchObject({ payment_status: 'open', payment_status_label: 'Pooleli' });
    const cancel = await sales.api('POST', `/api/admin/orders/${placed.data.id}/cancel`, {
      reason: 'Klient loobus.',
    });
    expect(cancel.statusCode, cancel.body).toBe(200);

    const shop = OrderReplySchema.parse((await anna.api('GET', `/api/orders/${placed.data.id}`)).json()).data;
    expect(shop).toMatchObject({
      status: 'cancelled',
      payment_status_label: 'Tühistatud',
      can_continue: false,
    });
    const list = OrdersListReplySchema.parse((await anna.api('GET', '/api/orders')).json()).data;
    expect(list.find((order) => order.id === placed.data.id)?.payment_status_label).toBe('Tühistatud');
    const admin = AdminOrderReplySchema.parse(
      (await sales.api('GET', `/api/admin/orders/${placed.data.id}`)).json(),
    ).data;
    expect(admin.payment_status_label).toBe('Tühistatud');
  });
});
