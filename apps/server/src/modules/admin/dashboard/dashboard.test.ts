import {
  AdminDashboardReplySchema,
  AdminInvoicesListReplySchema,
  type AdminDashboard,
} from '@kodumasinad/contract/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffClient, type StaffTestClient } from '../../../test-support/staff-client.js';
import { strict } from '../../../test-support/strict.js';
import { createTestApp, type TestApp } from '../../../test-support/test-app.js';

// 15 March 2031, noon in Tallinn (UTC+2): far past the seeded history, so today's figures are ours.
const NOW = new Date('2031-03-15T10:00:00.000Z');

let t: TestApp;
let sales: StaffTestClient;
let clientId: number;
let sequence = 0;

beforeAll(async () => {
  t = await createTestApp({ TEST_BANK_ENABLED: 'false' }, { clock: () => NOW });
  sales = await staffClient(t, 'sales');
  clientId = (await t.db.selectFrom('b2b_clients').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
});

afterAll(async () => {
  await t.close();
});

const figures = async (client: StaffTestClient = sales): Promise<AdminDashboard> => {
  const response = await client.api('GET', '/api/admin/dashboard');
  expect(response.statusCode, response.body).toBe(200);
  return strict(AdminDashboardReplySchema).parse(response.json()).data;
};

async function order(createdAt: string, status: string, total: number): Promise<number> {
  sequence += 1;
  const row = await t.db
    .insertInto('orders')
    .values({
      number: `2031-9${String(sequence).padStart(5, '0')}`,
      b2b_client_id: clientId,
      user_id: null,
      placed_by: 'Test',
      draft_token: null,
      status,
      payment_status: 'invoice',
      payment_method: 'invoice',
      payment_term: '14',
      reference_number: '123',
      company: 'Test OÜ',
      contact_name: 'Test',
      phone: '5555',
      email: 'test@firma.test',
      address: 'Tee 1',
      city: 'Tallinn',
      postal_code: '10111',
      county: null,
      notes: '',
      transport_code: null,
      transport_title: null,
      transport_county: null,
      transport_price: 0,
      services: '[]',
      services_total: 0,
      products_total: total,
      total,
      vat: total / 4,
      total_vat: total + total / 4,
      created_at: createdAt,
      updated_at: createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function invoice(dueDate: string, totalVat: number, paid: number, status = 'open'): Promise<void> {
  const orderId = await order('2031-01-10T10:00:00.000Z', 'confirmed', 400);
  await t.db
    .insertInto('invoices')
    .values({
      order_id: orderId,
      b2b_client_id: clientId,
      number: `A2031-9${String(sequence).padStart(5, '0')}`,
      reference_number: '123',
      issue_date: '2031-01-10',
      due_date: dueDate,
      payment_term_days: 14,
      total: totalVat,
      vat: 0,
      total_vat: totalVat,
      paid,
      status,
      created_at: '2031-01-10T10:00:00.000Z',
    })
    .execute();
}

describe('GET /api/admin/dashboard', () => {
  it('counts orders and turnover by Tallinn days, open orders, unpaid and overdue invoices, new feedback', async () => {
    const before = await figures();
    expect(before.day).toBe('2031-03-15');

    await order('2031-03-14T22:30:00.000Z', 'open', 1000); // 00:30 on the 15th in Tallinn: today
    await order('2031-03-14T21:30:00.000Z', 'open', 2000); // 23:30 on the 14th: this month only
    await order('2031-03-15T08:00:00.000Z', 'cancelled', 4000); // cancelled: nowhere
    await order('2031-02-28T22:30:00.000Z', 'confirmed', 8000); // 00:30 on 1 March: this month
    await order('2031-02-28T21:59:00.000Z', 'confirmed', 16000); // 23:59 on 28 February: neither
    await invoice('2031-03-20', 10000, 0); // unpaid
    await invoice('2031-03-15', 20000, 5000); // partly paid, due today: still in time
    await invoice('2031-03-14', 30000, 1000); // overdue, partly paid
    await invoice('2031-03-01', 40000, 40000); // paid
    await invoice('2031-03-01', 50000, 0, 'credited'); // credited
    // One message nobody has opened, one already read: only the first is new.
    for (const [createdAt, state] of [
      ['2031-03-14T10:00:00.000Z', 'new'],
      ['2031-03-08T09:00:00.000Z', 'read'],
    ] as const)
      await t.db
        .insertInto('feedback')
        .values({
          user_id: null,
          name: 'N',
          email: 'n@n.test',
          phone: null,
          message: 'Tere',
          ip: null,
          created_at: createdAt,
          state,
        })
        .execute();

    const after = await figures();
    expect(after.today.orders - before.today.orders).toBe(1);
    expect(after.today.turnover - before.today.turnover).toBe(1000);
    expect(after.today.turnover_vat - before.today.turnover_vat).toBe(1250);
    // The five invoice orders were placed in January: not this month.
    expect(after.month.orders - before.month.orders).toBe(3);
    expect(after.month.turnover - before.month.turnover).toBe(11000);
    expect(after.awaiting_confirmation.count - before.awaiting_confirmation.count).toBe(2);
    expect(after.awaiting_confirmation.total_vat - before.awaiting_confirmation.total_vat).toBe(3750);
    // Tasumata: every invoice with money outstanding, the overdue one included (issue 22 #26).
    expect(after.invoices.unpaid.count - before.invoices.unpaid.count).toBe(3);
    expect(after.invoices.unpaid.outstanding - before.invoices.unpaid.outstanding).toBe(54000);
    expect(after.invoices.overdue.count - before.invoices.overdue.count).toBe(1);
    expect(after.invoices.overdue.outstanding - before.invoices.overdue.outstanding).toBe(29000);
    expect(after.feedback).toEqual({ count: before.feedback.count + 1 });
  });

  it('counts Tasumata and Tähtaeg ületatud exactly as the invoice list does', async () => {
    await invoice('2031-03-10', 7000, 0); // overdue, nothing paid
    await invoice('2031-04-10', 9000, 100); // partly paid, in time
    const list = await sales.api('GET', '/api/admin/invoices');
    expect(list.statusCode, list.body).toBe(200);
    const { summary } = AdminInvoicesListReplySchema.parse(list.json());
    const { invoices } = await figures();
    expect(invoices).toEqual({
      unpaid: { count: summary.unpaid_count, outstanding: summary.unpaid },
      overdue: { count: summary.overdue_count, outstanding: summary.overdue },
    });
    expect(invoices.unpaid.count).toBeGreaterThan(invoices.overdue.count);
  });

  it('is for sales and admins, not for content editors', async () => {
    expect((await (await staffClient(t, 'admin')).api('GET', '/api/admin/dashboard')).statusCode).toBe(200);
    expect((await (await staffClient(t, 'content')).api('GET', '/api/admin/dashboard')).statusCode).toBe(403);
  });
});
