import {
  InvoicePayReplySchema,
  InvoiceReplySchema,
  OrderReplySchema,
  type Invoice,
} from '@kodumasinad/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { estonianDay } from '../../platform/estonian-calendar.js';
import { bankReplyForm, placeOrder, postForm } from '../../test-support/checkout-fixtures.js';
import {
  ageAttempts,
  bankPaymentsTestApp,
  browserReturn,
  paidReply,
  refundTasks,
  type BankForm,
} from '../../test-support/bank-payments.js';
import { strict } from '../../test-support/strict.js';
import type { TestApp } from '../../test-support/test-app.js';
import type { TestClient } from '../../test-support/test-client.js';
import type { TestBankKeys } from '../test-bank/test-bank-keys.js';
import { TEST_BANK_PAYER } from '../test-bank/test-bank.service.js';

/**
 * Issue 22 #5 for an invoice's own pay-now attempts (decision 065): paying again while an attempt
 * may still be completed at the bank continues it, and money beyond what the invoice still owes
 * (a superseded attempt paid too) is not booked on the invoice but kept as a refund task that
 * staff see and the buyer is told about, as for an order's payments.
 */
let app: TestApp;
let ids: Map<string, number>;
let anna: TestClient;
let sales: TestClient;
let keys: TestBankKeys;

beforeAll(async () => {
  ({ app, ids, anna, sales, keys } = await bankPaymentsTestApp());
});

afterAll(async () => {
  await app.close();
});

type Form = BankForm;
const RETURN = '/payments/return/testbank';

async function unpaidInvoice(): Promise<Invoice> {
  const placed = await placeOrder(anna, [{ id: ids.get('CHK4') as number, quantity: 1 }], 'invoice');
  return invoiceOf(placed.data.invoice_id as number);
}

async function invoiceOf(id: number): Promise<Invoice> {
  const response = await anna.api('GET', `/api/invoices/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return strict(InvoiceReplySchema).parse(response.json()).invoice;
}

async function orderOf(id: number) {
  return strict(OrderReplySchema).parse((await anna.api('GET', `/api/orders/${id}`)).json()).data;
}

/** "Maksa" on the invoice: the bank form of its pay-now attempt. */
async function startPayment(invoiceId: number): Promise<Form> {
  const response = await anna.api('POST', `/api/invoices/${invoiceId}/pay`, {
    payment: { method: 'testbank' },
  });
  expect(response.statusCode, response.body).toBe(200);
  return strict(InvoicePayReplySchema).parse(response.json()).payment.fields;
}

async function attempts(invoiceId: number): Promise<{ id: number; status: string; amount: number }[]> {
  const rows = await app.db
    .selectFrom('payments')
    .select(['id', 'status', 'amount_cents'])
    .where('invoice_id', '=', invoiceId)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ id: row.id, status: row.status, amount: Number(row.amount_cents) }));
}

/** The payer presses "Maksa" at the test bank; the payer's browser then comes back. */
async function payAtBank(form: Form): Promise<string | undefined> {
  const page = await postForm(app.app, '/test-bank/pay/confirm', form);
  expect(page.statusCode).toBe(200);
  const back = bankReplyForm(page.body);
  return browserReturn(app, new URL(back.action).pathname, back.fields);
}

describe("an invoice's pay-now attempts", () => {
  it('continues an open attempt: paying again signs the same stamp, no second attempt exists', async () => {
    const invoice = await unpaidInvoice();
    const first = await startPayment(invoice.id);
    const again = await startPayment(invoice.id);
    expect(again.VK_STAMP).toBe(first.VK_STAMP);
    expect(again.VK_AMOUNT).toBe(first.VK_AMOUNT);
    expect(await attempts(invoice.id)).toEqual([
      { id: Number(first.VK_STAMP), status: 'open', amount: invoice.outstanding },
    ]);
    expect(await payAtBank(again)).toBe(`/arved/${invoice.id}`);
    expect(await invoiceOf(invoice.id)).toMatchObject({ status: 'paid', paid: invoice.total_vat });
  });

  it('pays both attempts: the invoice is paid once, staff get a refund task, the buyer is told', async () => {
    const invoice = await unpaidInvoice();
    const first = await startPayment(invoice.id);
    await ageAttempts(app.db, 'invoice_id', invoice.id);
    const second = await startPayment(invoice.id);
    expect(second.VK_STAMP).not.toBe(first.VK_STAMP);
    expect((await attempts(invoice.id)).map((attempt) => attempt.status)).toEqual(['superseded', 'open']);

    expect(await payAtBank(second)).toBe(`/arved/${invoice.id}`);
    const late = paidReply(keys, first, '888000111');
    expect(await browserReturn(app, RETURN, late)).toBe(`/arved/${invoice.id}`);

    // The invoice: paid once, by the second attempt; the late money is not booked on it.
    const seen = await invoiceOf(invoice.id);
    expect(seen).toMatchObject({ status: 'paid', paid: invoice.total_vat, outstanding: 0, can_pay: false });
    expect(seen.payments).toEqual([
      expect.objectContaining({ amount: invoice.total_vat, method: 'testbank' }),
    ]);
    expect(await attempts(invoice.id)).toEqual([
      { id: Number(first.VK_STAMP), status: 'overpaid', amount: invoice.total_vat },
      { id: Number(second.VK_STAMP), status: 'closed', amount: invoice.total_vat },
    ]);

    // Staff: a refund task with the amount, the bank's transaction number, reference and payer.
    const order = await orderOf(invoice.order_id);
    const task = (await refundTasks(sales)).find((candidate) => candidate.order.id === invoice.order_id);
    expect(task).toEqual({
      id: Number(first.VK_STAMP),
      order: { id: order.id, number: order.number },
      company: expect.any(String),
      amount: invoice.total_vat,
      received_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      method_label: 'Testpank',
      transaction_id: '888000111',
      reference: invoice.reference_number,
      payer_name: TEST_BANK_PAYER.name,
      payer_account: TEST_BANK_PAYER.account,
    });

    // The buyer: the invoice's order names the second charge as an overpayment to return.
    expect(order.payment_status).toBe('invoice');
    expect(order.overpayments).toEqual([
      expect.objectContaining({ amount: invoice.total_vat, method_label: 'Testpank', refunded_at: null }),
    ]);
    // …and so does the invoice's own page.
    expect(seen.overpayments).toEqual([
      expect.objectContaining({ amount: invoice.total_vat, method_label: 'Testpank', refunded_at: null }),
    ]);

    // A repeat of the late reply changes nothing.
    expect(await browserReturn(app, RETURN, late)).toBe(`/arved/${invoice.id}`);
    expect((await invoiceOf(invoice.id)).paid).toBe(invoice.total_vat);
    expect((await refundTasks(sales)).filter((candidate) => candidate.order.id === order.id)).toHaveLength(1);

    // Refunded by staff: the task goes, the buyer sees it returned.
    const done = await sales.api('POST', `/api/admin/refunds/${task?.id}/refunded`);
    expect(done.statusCode, done.body).toBe(200);
    expect((await refundTasks(sales)).map((candidate) => candidate.id)).not.toContain(task?.id);
    expect((await orderOf(order.id)).overpayments).toEqual([
      expect.objectContaining({ amount: invoice.total_vat, refunded_at: expect.stringMatching(/^\d{4}-/) }),
    ]);
    expect((await invoiceOf(invoice.id)).overpayments).toEqual([
      expect.objectContaining({ amount: invoice.total_vat, refunded_at: expect.stringMatching(/^\d{4}-/) }),
    ]);
  });

  it('books only what the invoice still owes and keeps the excess as a refund task', async () => {
    const invoice = await unpaidInvoice();
    const form = await startPayment(invoice.id);
    // Meanwhile the seller books 10,00 € that arrived by bank transfer.
    const hand = await sales.api('POST', `/api/admin/invoices/${invoice.id}/payments`, {
      date: estonianDay(new Date()),
      amount: '10,00',
    });
    expect(hand.statusCode, hand.body).toBe(200);

    expect(await payAtBank(form)).toBe(`/arved/${invoice.id}`);
    const seen = await invoiceOf(invoice.id);
    expect(seen).toMatchObject({ status: 'paid', paid: invoice.total_vat, outstanding: 0 });
    expect(seen.payments.map((payment) => payment.amount)).toEqual([1000, invoice.total_vat - 1000]);
    expect(await attempts(invoice.id)).toEqual([
      { id: Number(form.VK_STAMP), status: 'closed', amount: invoice.total_vat },
      { id: expect.any(Number), status: 'overpaid', amount: 1000 },
    ]);
    const tasks = (await refundTasks(sales)).filter((task) => task.order.id === invoice.order_id);
    expect(tasks).toEqual([
      expect.objectContaining({
        amount: 1000,
        reference: invoice.reference_number,
        transaction_id: expect.any(String),
      }),
    ]);
    expect((await orderOf(invoice.order_id)).overpayments).toEqual([
      expect.objectContaining({ amount: 1000, refunded_at: null }),
    ]);
  });
});
