import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { truncateTables } from '../dialect.js';
import { seedDemoOrders } from './demo-orders.js';

let t: TestApp;
const NOW = new Date('2026-03-10T10:00:00.000Z');
const ORDER_TABLES = ['invoices', 'payments', 'order_rows', 'order_drafts', 'orders', 'counters'];

beforeAll(async () => {
  t = await createTestApp({ TEST_BANK_ENABLED: 'false' });
});

afterAll(async () => {
  await t.close();
});

async function reseedHistory() {
  await truncateTables(t.config.database.kind, t.db, ORDER_TABLES);
  const count = await seedDemoOrders(t.db, NOW);
  const orders = await t.db
    .selectFrom('orders')
    .select([
      'number',
      'b2b_client_id',
      'status',
      'payment_status',
      'payment_method',
      'total_vat',
      'created_at',
    ])
    .orderBy('number')
    .execute();
  const invoices = await t.db
    .selectFrom('invoices')
    .select(['number', 'due_date', 'status'])
    .orderBy('number')
    .execute();
  const counters = await t.db.selectFrom('counters').selectAll().orderBy('name').execute();
  return { count, orders, invoices, counters };
}

describe('the demo order history', () => {
  it('is the same every time for the same day, numbered in time order with counters to match', async () => {
    const first = await reseedHistory();
    const second = await reseedHistory();
    expect(second).toEqual(first);
    expect(first.count).toBe(64);
    const byTime = [...first.orders].sort((a, b) => a.created_at.localeCompare(b.created_at));
    expect(byTime.map((o) => o.number)).toEqual(first.orders.map((o) => o.number));
    for (const counter of first.counters.filter((c) => c.name.startsWith('order-'))) {
      const year = counter.name.slice(6);
      expect(first.orders.filter((o) => o.number.startsWith(`${year}-`))).toHaveLength(counter.value);
    }
    const oldest = Date.parse(byTime[0]?.created_at ?? '');
    expect(NOW.getTime() - oldest).toBeLessThanOrEqual(366 * 86_400_000);
  });

  it('gives every pay-later order an invoice due after its payment term', async () => {
    const { orders, invoices } = await reseedHistory();
    const payLater = orders.filter((o) => o.payment_status === 'invoice');
    expect(invoices).toHaveLength(payLater.length);
    expect(new Set(invoices.map((i) => i.status))).toEqual(new Set(['open', 'paid', 'cancelled']));
  });
});
