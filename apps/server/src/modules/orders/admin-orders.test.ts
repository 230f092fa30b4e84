import { OrderReplySchema } from '@kodumasinad/contract';
import {
  AdminOrderReplySchema,
  AdminOrdersListReplySchema,
  AdminOrderTransitionReplySchema,
} from '@kodumasinad/contract/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANNA, loggedIn } from '../../test-support/checkout-fixtures.js';
import { staffClient, type StaffTestClient } from '../../test-support/staff-client.js';
import { strict } from '../../test-support/strict.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { readOutbox, TestClient } from '../../test-support/test-client.js';

let t: TestApp;
let sales: StaffTestClient;
let anna: TestClient;
let annaClientId: number;

beforeAll(async () => {
  t = await createTestApp({ TEST_BANK_ENABLED: 'false' });
  sales = await staffClient(t, 'sales');
  anna = await loggedIn(t.app, ANNA);
  const user = await t.db
    .selectFrom('users')
    .select('b2b_client_id')
    .where('email', '=', ANNA)
    .executeTakeFirstOrThrow();
  annaClientId = user.b2b_client_id;
});

afterAll(async () => {
  await t.close();
});

const list = async (query = '') => {
  const response = await sales.api('GET', `/api/admin/orders${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return strict(AdminOrdersListReplySchema).parse(response.json());
};

/** An order of Anna's company in `status`, not yet used by another test. */
const used = new Set<number>();
async function annasOrder(status: string, withInvoice?: boolean) {
  const rows = await t.db
    .selectFrom('orders')
    .leftJoin('invoices', 'invoices.order_id', 'orders.id')
    .select(['orders.id', 'orders.number', 'orders.email', 'invoices.id as invoice_id'])
    .where('orders.b2b_client_id', '=', annaClientId)
    .where('orders.status', '=', status)
    .orderBy('orders.id')
    .execute();
  const row = rows.find(
    (r) => !used.has(r.id) && (withInvoice === undefined || (r.invoice_id !== null) === withInvoice),
  );
  if (row !== undefined) {
    used.add(row.id);
    return row;
  }
  if (withInvoice === true) throw new Error(`no ${status} order with an invoice left`);
  // The seed has few orders waiting: one of the company's others is put into `status`.
  const other = await t.db
    .selectFrom('orders')
    .leftJoin('invoices', 'invoices.order_id', 'orders.id')
    .select(['orders.id', 'orders.number', 'orders.email', 'invoices.id as invoice_id'])
    .where('orders.b2b_client_id', '=', annaClientId)
    .where('orders.id', 'not in', [0, ...used])
    .orderBy('orders.id')
    .executeTakeFirstOrThrow();
  await t.db
    .updateTable('orders')
    .set({ status, payment_status: 'open' })
    .where('id', '=', other.id)
    .execute();
  used.add(other.id);
  return other;
}

const buyerView = async (id: number) => {
  const response = await anna.api('GET', `/api/orders/${id}`);
  expect(response.statusCode).toBe(200);
  return strict(OrderReplySchema).parse(response.json()).data;
};

const auditOf = (id: number) =>
  t.db
    .selectFrom('audit_log')
    .selectAll()
    .where('entity', '=', 'order')
    .where('entity_id', '=', String(id))
    .execute();

const mailFor = async (subject: string) => {
  await t.app.idleMail();
  return readOutbox(t.dataDir).filter((mail) => mail.subject === subject);
};

describe('GET /api/admin/orders', () => {
  it('lists every company’s orders newest first, 25 a page', async () => {
    const all = await t.db.selectFrom('orders').select(['id', 'created_at']).execute();
    const clients = await t.db.selectFrom('orders').select('b2b_client_id').distinct().execute();
    expect(clients.length).toBeGreaterThan(1);
    const first = await list();
    expect(first.meta).toEqual({
      current_page: 1,
      last_page: Math.ceil(all.length / 25),
      per_page: 25,
      total: all.length,
    });
    const dates = first.data.map((o) => o.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    const second = await list('?page=2');
    expect((second.data[0]?.created_at ?? '') <= (dates.at(-1) ?? '')).toBe(true);
    expect(second.data.map((o) => o.id)).not.toContain(first.data[0]?.id);
  });

  it('filters by status, payment status, company, payment method and period', async () => {
    for (const [query, check] of [
      ['?status=open', (o: { status: string }) => o.status === 'open'],
      ['?payment_status=invoice', (o: { payment_status: string }) => o.payment_status === 'invoice'],
      [`?client_id=${annaClientId}`, (o: { client_id: number }) => o.client_id === annaClientId],
      ['?payment_method=invoice', (o: { payment_method: string | null }) => o.payment_method === 'invoice'],
    ] as const) {
      const reply = await list(`${query}&per_page=100`);
      expect(reply.data.length, query).toBeGreaterThan(0);
      expect(reply.data.every(check as (o: unknown) => boolean), query).toBe(true);
      const [column, value] = query.slice(1).split('=') as [string, string];
      const dbColumn = column === 'client_id' ? 'b2b_client_id' : column;
      const count = await t.db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where(dbColumn as 'status', '=', column === 'client_id' ? (Number(value) as never) : value)
        .executeTakeFirstOrThrow();
      expect(reply.meta.total, query).toBe(Number(count.n));
    }
    const newest = (await list()).data[0];
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Tallinn' }).format(
      new Date(newest?.created_at ?? ''),
    );
    const period = await list(`?from=${day}&to=${day}&per_page=100`);
    expect(period.data.map((o) => o.id)).toContain(newest?.id);
    expect(
      period.data.every(
        (o) =>
          new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Tallinn' }).format(new Date(o.created_at)) ===
          day,
      ),
    ).toBe(true);
  });

  it('searches by order number and by company name, and sorts by total and number', async () => {
    const some = (await list('?per_page=5')).data[3];
    const byNumber = await list(`?q=${some?.number}`);
    expect(byNumber.data.map((o) => o.id)).toEqual([some?.id]);
    const byCompany = await list('?q=ehitus&per_page=100');
    expect(byCompany.meta.total).toBeGreaterThan(0);
    expect(byCompany.data.every((o) => o.client_name === 'Ehitusmaailm AS')).toBe(true);
    const byTotal = (await list('?sort=total&dir=asc&per_page=100')).data.map((o) => o.total_vat);
    expect(byTotal).toEqual([...byTotal].sort((a, b) => a - b));
    const byNumberDesc = (await list('?sort=number&dir=desc')).data.map((o) => o.number);
    expect(byNumberDesc).toEqual([...byNumberDesc].sort().reverse());
  });

  it('refuses bad parameters with Estonian field errors', async () => {
    const response = await sales.api(
      'GET',
      '/api/admin/orders?per_page=101&status=x&from=2026-05-02&to=2026-05-01',
    );
    expect(response.statusCode).toBe(422);
    const { errors } = response.json<{ errors: Record<string, string[]> }>();
    expect(errors.per_page).toEqual(['Ridu lehel võib olla 1 kuni 100.']);
    expect(errors.status).toEqual(['Tellimuse olek ei ole korrektne.']);
  });

  it('exports what the filters show as CSV', async () => {
    const reply = await list(`?client_id=${annaClientId}&status=confirmed&per_page=100`);
    const response = await sales.api(
      'GET',
      `/api/admin/orders/export.csv?client_id=${annaClientId}&status=confirmed`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Number;Kuupäev;Klient;Tellija;Staatus;Makse;Makseviis;Summa km-ta;Summa km-ga');
    expect(lines).toHaveLength(reply.meta.total + 1);
    expect(lines.slice(1).every((line) => line.includes(';Kinnitatud;'))).toBe(true);
  });

  it('is closed to buyers, content editors and strangers', async () => {
    const content = await staffClient(t, 'content');
    expect((await content.api('GET', '/api/admin/orders')).statusCode).toBe(403);
    expect((await anna.api('GET', '/api/admin/orders')).statusCode).toBe(403);
    const stranger = new TestClient(t.app);
    await stranger.page();
    expect((await stranger.api('GET', '/api/admin/orders/1')).statusCode).toBe(401);
  });
});

describe('GET /api/admin/orders/:id', () => {
  it('shows rows, client, buyer, payments, invoice and what can be done', async () => {
    const order = await annasOrder('confirmed', true);
    used.delete(order.id);
    const response = await sales.api('GET', `/api/admin/orders/${order.id}`);
    expect(response.statusCode).toBe(200);
    const { data } = strict(AdminOrderReplySchema).parse(response.json());
    expect(data.client.name).toBe('Kodumasin Pluss OÜ');
    expect(data.rows.length).toBeGreaterThan(0);
    expect(data.payments.length).toBeGreaterThan(0);
    expect(data.payments.every((payment) => /^[A-ZÕÄÖÜ]/.test(payment.status_label))).toBe(true);
    expect(data.invoice?.id).toBe(order.invoice_id);
    expect(data.transitions).toEqual(['archive', 'cancel']);
    expect(data.history).toEqual([]);
    expect((await sales.api('GET', '/api/admin/orders/999999')).statusCode).toBe(404);
  });
});

describe('transitions', () => {
  it('confirms an open order: buyer sees Kinnitatud, gets an e-mail, the audit log has it', async () => {
    const order = await annasOrder('open');
    const response = await sales.api('POST', `/api/admin/orders/${order.id}/confirm`);
    expect(response.statusCode, response.body).toBe(200);
    const reply = strict(AdminOrderTransitionReplySchema).parse(response.json());
    expect(reply.message).toBe('Tellimus on kinnitatud ja klienti teavitati.');
    expect(reply.data.status).toBe('confirmed');
    expect(reply.data.history).toMatchObject([
      { from_status: 'open', to_status: 'confirmed', staff_name: sales.staff.name, reason: null },
    ]);
    const seen = await buyerView(order.id);
    expect(seen).toMatchObject({ status: 'confirmed', status_label: 'Kinnitatud', cancel_reason: null });

    const mails = await mailFor(`Tellimus ${order.number} on kinnitatud`);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to).toBe(order.email);
    expect(mails[0]?.text).toContain(`kinnitas Teie tellimuse ${order.number}`);
    expect(mails[0]?.text).toContain(`/tellimused/${order.id}`);

    const audit = await auditOf(order.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ staff_id: sales.staff.id, action: 'order.confirm' });
    expect(JSON.parse(audit[0]?.before_json ?? '')).toMatchObject({ status: 'open' });
    expect(JSON.parse(audit[0]?.after_json ?? '')).toMatchObject({ status: 'confirmed' });
  });

  it('archives a confirmed order; the buyer sees Arhiveeritud', async () => {
    const order = await annasOrder('confirmed');
    const response = await sales.api('POST', `/api/admin/orders/${order.id}/archive`);
    expect(response.statusCode, response.body).toBe(200);
    expect((await buyerView(order.id)).status_label).toBe('Arhiveeritud');
    expect(await mailFor(`Tellimus ${order.number} on arhiveeritud`)).toHaveLength(1);
    expect((await auditOf(order.id)).map((a) => a.action)).toEqual(['order.archive']);
  });

  it('cancels with a reason the buyer reads, and credits the order’s invoice', async () => {
    const order = await annasOrder('confirmed', true);
    const reason = 'Toode ei ole enam tarnijalt saadaval.';
    const response = await sales.api('POST', `/api/admin/orders/${order.id}/cancel`, {
      reason: ` ${reason} `,
    });
    expect(response.statusCode, response.body).toBe(200);
    const seen = await buyerView(order.id);
    expect(seen).toMatchObject({ status: 'cancelled', status_label: 'Tühistatud', cancel_reason: reason });
    const invoice = await t.db
      .selectFrom('invoices')
      .select('status')
      .where('order_id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(invoice.status).toBe('credited');
    const mails = await mailFor(`Tellimus ${order.number} on tühistatud`);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain(`Tühistamise põhjus: ${reason}`);
    const audit = await auditOf(order.id);
    expect(audit.map((a) => a.action)).toEqual(['order.cancel']);
    expect(JSON.parse(audit[0]?.after_json ?? '')).toMatchObject({
      status: 'cancelled',
      reason,
      invoice: 'credited',
    });
  });

  it('cancels an open order too', async () => {
    const order = await annasOrder('open');
    const response = await sales.api('POST', `/api/admin/orders/${order.id}/cancel`, {
      reason: 'Klient palus.',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await buyerView(order.id)).cancel_reason).toBe('Klient palus.');
  });

  it('refuses a cancel without a reason (422) and changes nothing', async () => {
    const order = await annasOrder('open');
    for (const body of [{}, { reason: '   ' }]) {
      const response = await sales.api('POST', `/api/admin/orders/${order.id}/cancel`, body);
      expect(response.statusCode).toBe(422);
      expect(response.json<{ errors: Record<string, string[]> }>().errors.reason).toEqual([
        'Tühistamise põhjus on nõutud väli.',
      ]);
    }
    expect((await buyerView(order.id)).status).toBe('open');
    expect(await auditOf(order.id)).toEqual([]);
    expect(await mailFor(`Tellimus ${order.number} on tühistatud`)).toEqual([]);
  });

  it('refuses transitions the status does not allow with 409 and a clear message', async () => {
    const cancelled = await annasOrder('cancelled');
    const open = await annasOrder('open');
    for (const [id, action, message] of [
      [
        cancelled.id,
        'confirm',
        'Tellimus on olekus „Tühistatud“: seda ei saa kinnitada. See on võimalik ainult olekus „Ootel“.',
      ],
      [
        open.id,
        'archive',
        'Tellimus on olekus „Ootel“: seda ei saa arhiveerida. See on võimalik ainult olekus „Kinnitatud“.',
      ],
    ] as const) {
      const response = await sales.api('POST', `/api/admin/orders/${id}/${action}`);
      expect(response.statusCode).toBe(409);
      expect(response.json<{ message: string }>().message).toBe(message);
    }
    const again = await sales.api('POST', `/api/admin/orders/${cancelled.id}/cancel`, { reason: 'Uuesti' });
    expect(again.statusCode).toBe(409);
    expect(await auditOf(cancelled.id)).toEqual([]);
    expect(await auditOf(open.id)).toEqual([]);
    expect((await sales.api('POST', '/api/admin/orders/999999/confirm')).statusCode).toBe(404);
  });

  it('lets only one of two staff members confirming at once succeed', async () => {
    const order = await annasOrder('open');
    const other = await staffClient(t, 'admin');
    const replies = await Promise.all([
      sales.api('POST', `/api/admin/orders/${order.id}/confirm`),
      other.api('POST', `/api/admin/orders/${order.id}/confirm`),
    ]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await auditOf(order.id)).toHaveLength(1);
    expect(await mailFor(`Tellimus ${order.number} on kinnitatud`)).toHaveLength(1);
  });
});
