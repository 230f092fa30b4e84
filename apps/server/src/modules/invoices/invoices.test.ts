import {
  INVOICE_STATUS_LABELS,
  INVOICE_STATUSES,
  InvoicePayReplySchema,
  InvoiceReplySchema,
  InvoicesListReplySchema,
  OrderReplySchema,
  type Invoice,
  type InvoiceListItem,
} from '@kodumasinad/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, estonianDay } from '../../platform/estonian-calendar.js';
import {
  ANNA,
  MART,
  PEETER,
  bankReplyForm,
  injectingFetch,
  insertCheckoutProducts,
  loggedIn,
  placeOrder,
  postForm,
} from '../../test-support/checkout-fixtures.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { TestClient } from '../../test-support/test-client.js';
import { strict } from '../../test-support/strict.js';

let t: TestApp | undefined;
let app: TestApp;
let anna: TestClient;
let mart: TestClient;
let peeter: TestClient;
let ids: Map<string, number>;
/** The app's clock: tests move it to see statuses follow the day. */
let now = new Date();

beforeAll(async () => {
  t = await createTestApp({}, { testBankFetch: injectingFetch(() => t), clock: () => now });
  app = t;
  ids = await insertCheckoutProducts(app.db);
  anna = await loggedIn(app.app, ANNA);
  mart = await loggedIn(app.app, MART);
  peeter = await loggedIn(app.app, PEETER);
});

afterAll(async () => {
  await app.close();
});

const pathOf = (url: string) => new URL(url).pathname;

async function list(client: TestClient, query = '') {
  const response = await client.api('GET', `/api/invoices${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return strict(InvoicesListReplySchema).parse(response.json());
}

async function all(client: TestClient, query = ''): Promise<InvoiceListItem[]> {
  const separator = query === '' ? '?' : '&';
  return (await list(client, `${query}${separator}per_page=100`)).data;
}

async function detail(client: TestClient, id: number): Promise<Invoice> {
  const response = await client.api('GET', `/api/invoices/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return strict(InvoiceReplySchema).parse(response.json()).invoice;
}

describe('without login', () => {
  it('answers 401 to every invoice call', async () => {
    const stranger = new TestClient(app.app);
    await stranger.page();
    for (const [method, url] of [
      ['GET', '/api/invoices'],
      ['GET', '/api/invoices/1'],
      ['POST', '/api/invoices/1/pay'],
    ] as const) {
      expect((await stranger.api(method, url)).statusCode, url).toBe(401);
    }
  });
});

describe('GET /api/invoices', () => {
  it('lists the company’s invoices in every state, newest first, with the open totals', async () => {
    const reply = await list(anna);
    expect(reply.meta).toMatchObject({ current_page: 1, per_page: 20 });
    const dates = reply.data.map((i) => i.issue_date);
    expect(dates).toEqual([...dates].sort().reverse());
    const everything = await all(anna);
    expect(everything).toHaveLength(reply.meta.total);
    const states = new Set(everything.map((i) => i.status));
    for (const state of ['unpaid', 'partly_paid', 'paid', 'overdue']) expect(states).toContain(state);
    for (const invoice of everything) {
      expect(invoice.status_label).toBe(INVOICE_STATUS_LABELS[invoice.status]);
      expect(invoice.number).toMatch(/^A\d{4}-\d{6}$/);
      expect(invoice.outstanding).toBe(
        invoice.status === 'credited' ? 0 : Math.max(0, invoice.total_vat - invoice.paid),
      );
    }
    const owing = everything.filter((i) => i.outstanding > 0);
    const overdue = owing.filter((i) => i.status === 'overdue');
    expect(reply.summary).toEqual({
      unpaid: owing.reduce((sum, i) => sum + i.outstanding, 0),
      overdue: overdue.reduce((sum, i) => sum + i.outstanding, 0),
      unpaid_count: owing.length,
      overdue_count: overdue.length,
    });
  });

  it('shows the same invoices to every user of the company and none of another', async () => {
    const annas = (await all(anna)).map((i) => i.id);
    expect((await all(mart)).map((i) => i.id)).toEqual(annas);
    const peeters = (await all(peeter)).map((i) => i.id);
    expect(peeters.length).toBeGreaterThan(0);
    expect(peeters.filter((id) => annas.includes(id))).toEqual([]);
  });

  it('filters by each status exactly as the rows are labelled', async () => {
    const everything = await all(anna);
    for (const status of INVOICE_STATUSES) {
      const filtered = await all(anna, `?status=${status}`);
      expect(filtered.map((i) => i.id).sort(), status).toEqual(
        everything
          .filter((i) => i.status === status)
          .map((i) => i.id)
          .sort(),
      );
    }
  });

  it('filters by the issue period, both days inclusive, and searches by number', async () => {
    const everything = await all(anna);
    const sample = everything[3] as InvoiceListItem;
    const day = sample.issue_date;
    const sameDay = await all(anna, `?from=${day}&to=${day}`);
    expect(sameDay.map((i) => i.id)).toContain(sample.id);
    expect(sameDay.every((i) => i.issue_date === day)).toBe(true);
    const found = await all(anna, `?q=${sample.number.slice(-6).toLowerCase()}`);
    expect(found.map((i) => i.number)).toEqual([sample.number]);
    expect(await all(anna, `?q=${encodeURIComponent("%' or 1=1")}`)).toEqual([]);
    // Nothing of a number left once other characters are dropped: no match, and no 500 on PostgreSQL.
    expect(await all(anna, `?q=${encodeURIComponent('õäöüšž')}`)).toEqual([]);
    // Another company's invoice number finds nothing.
    const other = (await all(peeter))[0] as InvoiceListItem;
    expect(await all(anna, `?q=${other.number}`)).toEqual([]);
  });

  it('sorts by issue date or due date either way', async () => {
    const byDue = (await all(anna, '?sort=due_asc')).map((i) => i.due_date);
    expect(byDue).toEqual([...byDue].sort());
    const byDueDesc = (await all(anna, '?sort=due_desc')).map((i) => i.due_date);
    expect(byDueDesc).toEqual([...byDue].reverse());
    const oldest = (await all(anna, '?sort=date_asc')).map((i) => i.issue_date);
    expect(oldest).toEqual([...oldest].sort());
  });

  it('refuses a bad query with field errors', async () => {
    for (const query of [
      'status=late',
      'from=2026-02-30',
      'sort=price',
      'page=0',
      'per_page=101',
      `q=${'A'.repeat(31)}`,
    ]) {
      const response = await anna.api('GET', `/api/invoices?${query}`);
      expect(response.statusCode, query).toBe(422);
      expect(Object.keys(response.json<{ errors: object }>().errors), query).toHaveLength(1);
    }
    const period = await anna.api('GET', '/api/invoices?from=2026-03-02&to=2026-03-01');
    expect(period.statusCode).toBe(422);
  });
});

describe('status from the day', () => {
  it('turns an unpaid invoice overdue the day after its due date, without any write', async () => {
    const unpaid = (await all(anna, '?status=unpaid'))[0] as InvoiceListItem;
    const before = await list(anna);
    try {
      // Noon in Tallinn on the due date: still in time.
      now = new Date(`${unpaid.due_date}T10:00:00.000Z`);
      expect((await detail(anna, unpaid.id)).status).toBe('unpaid');
      // 00:30 of the next Estonian day (22:30 UTC in winter, 21:30 in summer) is late.
      now = new Date(`${unpaid.due_date}T22:30:00.000Z`);
      expect(estonianDay(now)).toBe(addDays(unpaid.due_date, 1));
      const late = await detail(anna, unpaid.id);
      expect(late).toMatchObject({ status: 'overdue', status_label: 'Tähtaeg ületatud', can_pay: true });
      expect((await all(anna, '?status=overdue')).map((i) => i.id)).toContain(unpaid.id);
      expect((await list(anna)).summary.overdue).toBeGreaterThanOrEqual(
        before.summary.overdue + unpaid.outstanding,
      );
    } finally {
      now = new Date();
    }
    expect((await detail(anna, unpaid.id)).status).toBe('unpaid');
  });
});

describe('GET /api/invoices/{id}', () => {
  it('carries everything an Estonian invoice must show, adding up', async () => {
    const partly = (await all(anna, '?status=partly_paid'))[0] as InvoiceListItem;
    const invoice = await detail(anna, partly.id);
    expect(invoice.seller).toEqual({
      name: 'Kodumasinad AS',
      address: 'Peterburi tee 46, 11415 Tallinn',
      registry_code: '11223344',
      vat_number: 'EE101122334',
      ibans: ['EE302200221012345671', 'EE591010220098765432'],
      email: 'hulgimuuk@kodumasinad.ee',
      phone: '+372 600 1234',
    });
    expect(invoice.buyer).toMatchObject({ name: 'Kodumasin Pluss OÜ', vat_number: 'EE102345676' });
    expect(invoice.buyer.registry_code).toMatch(/^\d{8}$/);
    expect(invoice.buyer.address).not.toBe('');
    expect(invoice.reference_number).toMatch(/^\d+$/);
    expect(invoice.rows.length).toBeGreaterThan(0);
    for (const row of invoice.rows) {
      expect(row.total).toBe(row.unit_price * row.quantity);
      expect(row.vat_rate).toBe(24);
    }
    expect(invoice.rows.reduce((sum, row) => sum + row.total, 0)).toBe(invoice.total);
    expect(invoice.vat_breakdown).toEqual([{ rate: 24, taxable: invoice.total, vat: invoice.vat }]);
    expect(invoice.total + invoice.vat).toBe(invoice.total_vat);
    expect(invoice.payments.length).toBeGreaterThan(0);
    expect(invoice.payments.reduce((sum, p) => sum + p.amount, 0)).toBe(invoice.paid);
    expect(invoice.payments[0]?.method_label).toBe('Pangaülekanne');
    expect(invoice).toMatchObject({ status: 'partly_paid', can_pay: true, currency: 'EUR' });
    expect(invoice.pay_methods.map((m) => m.code)).toContain('testbank');
  });

  it('answers 404 for another company’s invoice and for none at all', async () => {
    const others = (await all(peeter))[0] as InvoiceListItem;
    for (const url of [`/api/invoices/${others.id}`, '/api/invoices/999999', '/api/invoices/abc']) {
      const response = await anna.api('GET', url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ message: 'Arvet ei leitud.' });
    }
    const pay = await anna.api('POST', `/api/invoices/${others.id}/pay`, { payment: { method: 'testbank' } });
    expect(pay.statusCode).toBe(404);
  });
});

describe('paying an invoice now', () => {
  async function payWithTestBank(invoice: Invoice) {
    const response = await anna.api('POST', `/api/invoices/${invoice.id}/pay`, {
      payment: { method: 'testbank' },
    });
    expect(response.statusCode, response.body).toBe(200);
    return strict(InvoicePayReplySchema).parse(response.json()).payment;
  }

  it('pays the outstanding amount with the invoice reference through the test bank, once', async () => {
    const overdue = (await all(anna, '?status=overdue')).find((i) => i.paid > 0) as InvoiceListItem;
    const before = await detail(anna, overdue.id);
    const payment = await payWithTestBank(before);
    expect(payment.fields).toMatchObject({
      VK_AMOUNT: (before.outstanding / 100).toFixed(2),
      VK_REF: before.reference_number,
      VK_MSG: `Arve ${before.number}`,
    });
    const paid = await postForm(app.app, `${pathOf(payment.url)}/confirm`, payment.fields);
    expect(paid.statusCode).toBe(200);
    const after = await detail(anna, overdue.id);
    expect(after).toMatchObject({ status: 'paid', status_label: 'Makstud', outstanding: 0, can_pay: false });
    expect(after.paid).toBe(before.total_vat);
    expect(after.payments.at(-1)).toMatchObject({
      amount: before.outstanding,
      method: 'testbank',
      method_label: 'Testpank',
    });

    const browser = bankReplyForm(paid.body);
    const back = await postForm(app.app, pathOf(browser.action), browser.fields);
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/arved/${overdue.id}`);
    // The same reply again changes nothing.
    await postForm(app.app, pathOf(browser.action), browser.fields);
    expect(await detail(anna, overdue.id)).toEqual(after);
    // The pay-later order itself is not touched.
    const order = strict(OrderReplySchema).parse(
      (await anna.api('GET', `/api/orders/${overdue.order_id}`)).json(),
    );
    expect(order.data.payment_status).toBe('invoice');

    const again = await anna.api('POST', `/api/invoices/${overdue.id}/pay`, {
      payment: { method: 'testbank' },
    });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ message: 'Seda arvet ei saa praegu maksta.' });
  });

  it('leaves the invoice waiting when the payer cancels, and a newer attempt voids the old one', async () => {
    const unpaid = (await all(anna, '?status=unpaid'))[0] as InvoiceListItem;
    const first = await payWithTestBank(await detail(anna, unpaid.id));
    const cancelled = await postForm(app.app, `${pathOf(first.url)}/cancel`, first.fields);
    expect(cancelled.statusCode).toBe(200);
    const back = bankReplyForm(cancelled.body);
    const landed = await postForm(app.app, pathOf(back.action), back.fields);
    expect(landed.headers.location).toBe(`/arved/${unpaid.id}`);
    expect((await detail(anna, unpaid.id)).status).toBe('unpaid');

    const second = await payWithTestBank(await detail(anna, unpaid.id));
    const attempts = await app.db
      .selectFrom('payments')
      .select(['id', 'status'])
      .where('invoice_id', '=', unpaid.id)
      .orderBy('id')
      .execute();
    expect(attempts.map((a) => a.status)).toEqual(['superseded', 'open']);
    await postForm(app.app, `${pathOf(second.url)}/confirm`, second.fields);
    expect((await detail(anna, unpaid.id)).status).toBe('paid');
  });

  it('refuses a method that is not a configured bank link', async () => {
    const unpaid = (await all(anna, '?status=overdue')).find((i) => i.paid === 0) as InvoiceListItem;
    for (const method of ['invoice', 'swedbank', 'esto', 'cash']) {
      const response = await anna.api('POST', `/api/invoices/${unpaid.id}/pay`, { payment: { method } });
      expect(response.statusCode, method).toBe(422);
      expect(response.json<{ errors: object }>().errors, method).toHaveProperty('method');
    }
  });
});

describe('invoices of new orders', () => {
  it('gives an order paid by bank link a paid invoice when the bank confirms it', async () => {
    const placed = await placeOrder(anna, [{ id: ids.get('CHK4') as number, quantity: 1 }], 'testbank');
    expect(placed.data.invoice_id).toBeNull();
    const payment = placed.payment as NonNullable<typeof placed.payment>;
    await postForm(app.app, `${pathOf(payment.url)}/confirm`, payment.fields);
    const order = strict(OrderReplySchema).parse(
      (await anna.api('GET', `/api/orders/${placed.data.id}`)).json(),
    );
    const invoiceId = order.data.invoice_id as number;
    const invoice = await detail(anna, invoiceId);
    const today = estonianDay();
    expect(invoice).toMatchObject({
      status: 'paid',
      order_id: placed.data.id,
      order_number: placed.data.number,
      reference_number: placed.data.reference_number,
      issue_date: today,
      due_date: today,
      total_vat: placed.data.total_vat,
      paid: placed.data.total_vat,
    });
    expect(invoice.payments).toEqual([
      { date: today, amount: placed.data.total_vat, method: 'testbank', method_label: 'Testpank' },
    ]);
  });

  it('gives a pay-later order an unpaid invoice at once', async () => {
    const placed = await placeOrder(anna, [{ id: ids.get('CHK4') as number, quantity: 1 }], 'invoice');
    const invoice = await detail(anna, placed.data.invoice_id as number);
    expect(invoice).toMatchObject({
      status: 'unpaid',
      paid: 0,
      outstanding: placed.data.total_vat,
      payment_term_days: 14,
    });
    expect(invoice.due_date).toBe(addDays(invoice.issue_date, 14));
  });
});
