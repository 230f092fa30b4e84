import {
  ORDER_STATUS_LABELS,
  OrderReplySchema,
  OrdersListReplySchema,
  paymentStatusLabel,
  isValidReference,
} from '@kodumasinad/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANNA, MART, PEETER, loggedIn } from '../../test-support/checkout-fixtures.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { TestClient } from '../../test-support/test-client.js';
import { strict } from '../../test-support/strict.js';

let t: TestApp;
let anna: TestClient;
let mart: TestClient;
let peeter: TestClient;

beforeAll(async () => {
  t = await createTestApp({ TEST_BANK_ENABLED: 'false' });
  anna = await loggedIn(t.app, ANNA);
  mart = await loggedIn(t.app, MART);
  peeter = await loggedIn(t.app, PEETER);
});

afterAll(async () => {
  await t.close();
});

const list = async (client: TestClient, query = '') => {
  const response = await client.api('GET', `/api/orders${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return strict(OrdersListReplySchema).parse(response.json());
};

describe('without login', () => {
  it('answers 401 to every order call', async () => {
    const stranger = new TestClient(t.app);
    await stranger.page();
    for (const [method, url] of [
      ['GET', '/api/order'],
      ['GET', '/api/order/new'],
      ['POST', '/api/order'],
      ['GET', '/api/orders'],
      ['GET', '/api/orders/1'],
      ['POST', '/api/orders/continue/1'],
    ] as const) {
      expect((await stranger.api(method, url)).statusCode, url).toBe(401);
    }
  });
});

describe('GET /api/orders', () => {
  it('lists the client’s history newest first, 20 a page, with labels and item counts', async () => {
    const reply = await list(anna);
    expect(reply.meta).toEqual({ current_page: 1, last_page: 2, per_page: 20, total: 36 });
    const dates = reply.data.map((o) => o.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const order of reply.data) {
      expect(order.status_label).toBe(ORDER_STATUS_LABELS[order.status]);
      expect(order.payment_status_label).toBe(paymentStatusLabel(order.status, order.payment_status));
      expect(order.items).toBeGreaterThan(0);
      expect(order.total_vat).toBeGreaterThan(order.total);
    }
    const second = await list(anna, '?page=2');
    expect(second.data).toHaveLength(16);
    expect(second.meta.current_page).toBe(2);
  });

  it('shows Mart the same company orders as Anna, and Peeter only his own company’s', async () => {
    const [annas, marts, peeters] = await Promise.all([
      list(anna, '?per_page=100'),
      list(mart, '?per_page=100'),
      list(peeter, '?per_page=100'),
    ]);
    expect(marts.data.map((o) => o.id)).toEqual(annas.data.map((o) => o.id));
    expect(new Set(annas.data.map((o) => o.placed_by))).toEqual(new Set(['Anna Tamm', 'Mart Kask']));
    expect(peeters.meta.total).toBe(28);
    const annaIds = new Set(annas.data.map((o) => o.id));
    expect(peeters.data.some((o) => annaIds.has(o.id))).toBe(false);
  });

  it('filters by status and by a period of days, both ends included', async () => {
    const all = (await list(anna, '?per_page=100')).data;
    const archived = await list(anna, '?status=archived&per_page=100');
    expect(archived.data.length).toBe(all.filter((o) => o.status === 'archived').length);
    expect(archived.data.every((o) => o.status === 'archived')).toBe(true);

    const oldest = all[all.length - 1]?.created_at as string;
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Tallinn' }).format(new Date(oldest));
    const sameDay = await list(anna, `?from=${day}&to=${day}`);
    expect(sameDay.data.map((o) => o.id)).toContain(all[all.length - 1]?.id);
    const after = await list(anna, `?from=2999-01-01`);
    expect(after.meta).toMatchObject({ total: 0, last_page: 1 });
  });

  it.each([
    ['?status=lost', 'status'],
    ['?from=2025-02-30', 'from'],
    ['?to=yesterday', 'to'],
    ['?from=2025-05-02&to=2025-05-01', 'to'],
    ['?page=0', 'page'],
    ['?per_page=500', 'per_page'],
  ])('refuses %s with 422 errors.%s', async (query, field) => {
    const response = await anna.api('GET', `/api/orders${query}`);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json<{ errors: object }>().errors)).toEqual([field]);
  });
});

describe('the demo history', () => {
  it('has every status and payment status for both clients, and invoices for pay-later orders', async () => {
    for (const client of [anna, peeter]) {
      const orders = (await list(client, '?per_page=100')).data;
      expect(new Set(orders.map((o) => o.status))).toEqual(
        new Set(['open', 'cancelled', 'confirmed', 'archived']),
      );
      expect(new Set(orders.map((o) => o.payment_status))).toEqual(
        new Set(['open', 'failed', 'invoice', 'closed']),
      );
      const invoiceOrder = orders.find((o) => o.payment_status === 'invoice');
      const detail = strict(OrderReplySchema).parse(
        (await client.api('GET', `/api/orders/${invoiceOrder?.id}`)).json(),
      ).data;
      expect(detail.invoice_id).not.toBeNull();
      expect(isValidReference(detail.reference_number)).toBe(true);
    }
    const invoiceOrders = await t.db
      .selectFrom('orders')
      .leftJoin('invoices', 'invoices.order_id', 'orders.id')
      .select(['orders.id', 'invoices.id as invoice'])
      .where('orders.payment_status', '=', 'invoice')
      .execute();
    expect(invoiceOrders.every((row) => row.invoice !== null)).toBe(true);
  });
});

describe('GET /api/orders/{id}', () => {
  it('answers the order with its rows (product ids for reordering) to every user of the client', async () => {
    const first = (await list(anna)).data[0];
    const reply = strict(OrderReplySchema).parse((await mart.api('GET', `/api/orders/${first?.id}`)).json());
    expect(reply.data.id).toBe(first?.id);
    expect(reply.data.rows.length).toBeGreaterThan(0);
    for (const row of reply.data.rows) {
      expect(row.product_id).toEqual(expect.any(Number));
      expect(row.total).toBe(row.price * row.quantity);
    }
    const sum = reply.data.rows.reduce((s, r) => s + r.total, 0);
    expect(reply.data.products_total).toBe(sum);
    expect(reply.data.total_vat).toBe(reply.data.total + reply.data.vat);
  });

  it('answers 404 for another company’s order, an unknown id and a non-numeric id', async () => {
    const annas = (await list(anna)).data[0];
    for (const url of [`/api/orders/${annas?.id}`, '/api/orders/999999', '/api/orders/abc']) {
      const response = await peeter.api('GET', url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: 'Tellimust ei leitud.' });
    }
  });
});

describe('POST /api/orders/continue/{id}', () => {
  it('refuses a paid order with 422 and another company’s with 404', async () => {
    const orders = (await list(anna, '?per_page=100')).data;
    const paid = orders.find((o) => o.payment_status === 'closed');
    const response = await anna.api('POST', `/api/orders/continue/${paid?.id}`);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ message: 'Selle tellimuse makset ei saa jätkata.' });
    const failed = orders.find((o) => o.payment_status === 'failed' && o.status === 'open');
    expect((await peeter.api('POST', `/api/orders/continue/${failed?.id}`)).statusCode).toBe(404);
    // Without the test bank its failed test-bank payment cannot be continued either.
    expect((await anna.api('POST', `/api/orders/continue/${failed?.id}`)).statusCode).toBe(422);
  });
});
