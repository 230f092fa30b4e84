import { invoiceStatus } from '@kodumasinad/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { truncateTables } from '../dialect.js';
import { seedDemoOrders } from './demo-orders.js';

let t: TestApp;
const NOW = new Date('2026-03-10T10:00:00.000Z');
const ORDER_TABLES = [
  'invoice_payments',
  'payments',
  'invoices',
  'order_rows',
  'order_drafts',
  'orders',
  'counters',
];

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

// Each test reseeds the history (twice in the first): under a loaded machine that outlasts 5 s.
describe('the demo order history', { timeout: 30_000 }, () => {
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

  it('gives every pay-later and bank-paid order an invoice, in every state for both clients', async () => {
    const { orders } = await reseedHistory();
    const invoiced = orders.filter((o) => o.payment_status === 'invoice' || o.payment_status === 'closed');
    const invoices = await t.db
      .selectFrom('invoices')
      .select(['b2b_client_id', 'due_date', 'status', 'total_vat', 'paid'])
      .execute();
    expect(invoices).toHaveLength(invoiced.length);
    const today = NOW.toISOString().slice(0, 10);
    for (const clientId of new Set(orders.map((o) => o.b2b_client_id))) {
      const states = new Set(
        invoices
          .filter((i) => i.b2b_client_id === clientId)
          .map((i) =>
            invoiceStatus({
              credited: i.status === 'credited',
              totalVat: i.total_vat,
              paid: i.paid,
              dueDate: i.due_date,
              today,
            }),
          ),
      );
      for (const state of ['unpaid', 'partly_paid', 'paid', 'overdue'])
        expect(states, `client ${clientId}`).toContain(state);
    }
    const sums = await t.db
      .selectFrom('invoice_payments')
      .select(['invoice_id', (eb) => eb.fn.sum<number>('amount').as('sum')])
      .groupBy('invoice_id')
      .execute();
    const paidOf = new Map(
      (await t.db.selectFrom('invoices').select(['id', 'paid']).execute()).map((i) => [i.id, i.paid]),
    );
    for (const row of sums) expect(Number(row.sum)).toBe(paidOf.get(row.invoice_id));
  });
});
