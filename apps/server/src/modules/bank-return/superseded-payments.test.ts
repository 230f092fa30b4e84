import { OrderReplySchema, type OrderReply } from '@kodumasinad/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankReplyForm, placeOrder, postForm } from '../../test-support/checkout-fixtures.js';
import {
  ageAttempts,
  bankPaymentsTestApp,
  browserReturn,
  failedReply,
  paidReply,
  refundTasks,
  type BankForm,
} from '../../test-support/bank-payments.js';
import type { TestApp } from '../../test-support/test-app.js';
import type { TestClient } from '../../test-support/test-client.js';
import type { TestBankKeys } from '../test-bank/test-bank-keys.js';
import { TEST_BANK_PAYER } from '../test-bank/test-bank.service.js';

/**
 * Issue 9: a payment attempt replaced by "continue payment" can still be paid at the bank. Its
 * money must never be dropped: it pays the order if nothing else has, else it is recorded as an
 * overpayment shown on the order; and the payer always lands on the order's real state.
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
const CANCEL = '/payments/cancel/testbank';

async function orderOf(id: number) {
  return OrderReplySchema.parse((await anna.api('GET', `/api/orders/${id}`)).json()).data;
}

async function statuses(orderId: number): Promise<string[]> {
  const rows = await app.db
    .selectFrom('payments')
    .select('status')
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.status);
}

async function bankOrder(): Promise<{ order: OrderReply['data']; form: Form }> {
  const reply = await placeOrder(anna, [{ id: ids.get('CHK4') as number, quantity: 2 }], 'testbank');
  if (!reply.payment) throw new Error('expected a bank form');
  return { order: reply.data, form: reply.payment.fields };
}

async function continuePayment(orderId: number): Promise<Form> {
  const response = await anna.api('POST', `/api/orders/continue/${orderId}`);
  expect(response.statusCode, response.body).toBe(200);
  const fields = OrderReplySchema.parse(response.json()).payment?.fields;
  if (!fields) throw new Error('expected a bank form');
  return fields;
}

/** The payer presses "Maksa" at the test bank: its VK_AUTO=Y call lands first; returns the browser's reply. */
async function payAtBank(form: Form): Promise<{ action: string; fields: Form }> {
  const page = await postForm(app.app, '/test-bank/pay/confirm', form);
  expect(page.statusCode).toBe(200);
  return bankReplyForm(page.body);
}

async function cancelAtBank(form: Form): Promise<{ action: string; fields: Form }> {
  const page = await postForm(app.app, '/test-bank/pay/cancel', form);
  expect(page.statusCode).toBe(200);
  return bankReplyForm(page.body);
}

describe('a superseded bank attempt', () => {
  it('cancel → continue → pay the first form → pay the second: one payment, one overpayment', async () => {
    const { order, form: first } = await bankOrder();
    await cancelAtBank(first);
    expect(await statuses(order.id)).toEqual(['failed']);
    const second = await continuePayment(order.id);
    expect(second.VK_STAMP).not.toBe(first.VK_STAMP);
    // The first attempt is void: its form is stale, and only the new one waits.
    expect(await statuses(order.id)).toEqual(['superseded', 'open']);

    const firstBack = await payAtBank(first);
    expect(await orderOf(order.id)).toMatchObject({
      status: 'confirmed',
      payment_status: 'closed',
      can_continue: false,
      overpayments: [],
    });
    expect(await statuses(order.id)).toEqual(['closed', 'superseded']);
    expect(await browserReturn(app, new URL(firstBack.action).pathname, firstBack.fields)).toBe(
      `/makse-edukas/${order.id}`,
    );

    const secondBack = await payAtBank(second);
    expect(await statuses(order.id)).toEqual(['closed', 'overpaid']);
    const paid = await orderOf(order.id);
    expect(paid).toMatchObject({ status: 'confirmed', payment_status: 'closed' });
    expect(paid.overpayments).toEqual([
      {
        amount: order.total_vat,
        received_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        method: 'testbank',
        method_label: 'Testpank',
        refunded_at: null,
      },
    ]);
    // The payer of the second form sees the order's real state: paid, with the overpayment on it.
    expect(await browserReturn(app, new URL(secondBack.action).pathname, secondBack.fields)).toBe(
      `/makse-edukas/${order.id}`,
    );

    // Every reply again, by either channel: nothing changes, nothing is counted twice.
    for (const back of [firstBack, secondBack]) {
      expect(await browserReturn(app, RETURN, back.fields)).toBe(`/makse-edukas/${order.id}`);
      const auto = await postForm(app.app, RETURN, { ...back.fields, VK_AUTO: 'Y' });
      expect(auto.body).toBe('OK');
    }
    expect(await statuses(order.id)).toEqual(['closed', 'overpaid']);
    expect((await orderOf(order.id)).overpayments).toHaveLength(1);
    expect((await anna.api('POST', `/api/orders/continue/${order.id}`)).statusCode).toBe(422);
  });

  it('pays the order when the newer attempt was never paid, and voids that one', async () => {
    const { order, form: first } = await bankOrder();
    await ageAttempts(app.db, 'order_id', order.id);
    const second = await continuePayment(order.id);
    expect(await statuses(order.id)).toEqual(['superseded', 'open']);
    // The bank's server call never comes; only the payer's browser brings the reply.
    expect(await browserReturn(app, RETURN, paidReply(keys, first))).toBe(`/makse-edukas/${order.id}`);
    expect(await orderOf(order.id)).toMatchObject({ payment_status: 'closed', overpayments: [] });
    expect(await statuses(order.id)).toEqual(['closed', 'superseded']);

    // The second form's cancel then changes nothing and sends the payer to the paid order.
    const cancelled = await cancelAtBank(second);
    expect(await browserReturn(app, CANCEL, cancelled.fields)).toBe(`/makse-edukas/${order.id}`);
    expect(await statuses(order.id)).toEqual(['closed', 'superseded']);
  });

  it('settles two attempts paid at the same moment as one payment and one overpayment', async () => {
    const { order, form: first } = await bankOrder();
    await ageAttempts(app.db, 'order_id', order.id);
    const second = await continuePayment(order.id);
    const replies = await Promise.all(
      [first, second].map((form) => postForm(app.app, RETURN, { ...paidReply(keys, form), VK_AUTO: 'Y' })),
    );
    expect(replies.map((reply) => reply.body)).toEqual(['OK', 'OK']);
    expect((await statuses(order.id)).sort()).toEqual(['closed', 'overpaid']);
    expect((await orderOf(order.id)).overpayments).toHaveLength(1);
  });
});

describe('a double payment (issue 22 #5)', () => {
  it('continuing an open attempt continues it: the same stamp, no second attempt to pay', async () => {
    const { order, form: first } = await bankOrder();
    const again = await continuePayment(order.id);
    expect(again.VK_STAMP).toBe(first.VK_STAMP);
    expect(again.VK_AMOUNT).toBe(first.VK_AMOUNT);
    expect(await statuses(order.id)).toEqual(['open']);
    await payAtBank(again);
    expect(await orderOf(order.id)).toMatchObject({ payment_status: 'closed', overpayments: [] });
    expect(await statuses(order.id)).toEqual(['closed']);
  });

  it('pays both attempts: staff get a refund task with the amount and bank reference, the buyer is told', async () => {
    const { order, form: first } = await bankOrder();
    await cancelAtBank(first);
    const second = await continuePayment(order.id);
    expect(second.VK_STAMP).not.toBe(first.VK_STAMP);
    expect(await refundTasks(sales)).not.toContainEqual(
      expect.objectContaining({ order: expect.objectContaining({ id: order.id }) }),
    );

    await payAtBank(second);
    const late = paidReply(keys, first);
    expect(await browserReturn(app, RETURN, late)).toBe(`/makse-edukas/${order.id}`);
    expect(await statuses(order.id)).toEqual(['overpaid', 'closed']);

    // The buyer: paid once, and the second charge named as an overpayment the seller returns.
    const seen = await orderOf(order.id);
    expect(seen).toMatchObject({ payment_status: 'closed', status: 'confirmed' });
    expect(seen.overpayments).toEqual([
      expect.objectContaining({ amount: order.total_vat, method_label: 'Testpank', refunded_at: null }),
    ]);

    // Staff: a refund task with the amount, the bank's transaction number, reference and payer.
    const task = (await refundTasks(sales)).find((candidate) => candidate.order.id === order.id);
    expect(task).toEqual({
      id: Number(first.VK_STAMP),
      order: { id: order.id, number: order.number },
      company: expect.any(String),
      amount: order.total_vat,
      received_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      method_label: 'Testpank',
      transaction_id: '777000111',
      reference: order.reference_number,
      payer_name: TEST_BANK_PAYER.name,
      payer_account: TEST_BANK_PAYER.account,
    });

    // Marked refunded once, audited; the buyer then sees it returned.
    const done = await sales.api('POST', `/api/admin/refunds/${task?.id}/refunded`);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ message: 'Enammakse on märgitud tagastatuks.' });
    expect((await refundTasks(sales)).map((candidate) => candidate.id)).not.toContain(task?.id);
    const twice = await sales.api('POST', `/api/admin/refunds/${task?.id}/refunded`);
    expect(twice.statusCode).toBe(422);
    const audit = await app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'payment.refund')
      .where('entity_id', '=', String(order.id))
      .execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]?.after_json ?? '{}')).toMatchObject({
      status: 'refunded',
      amount: order.total_vat,
    });
    expect((await orderOf(order.id)).overpayments).toEqual([
      expect.objectContaining({ amount: order.total_vat, refunded_at: expect.stringMatching(/^\d{4}-/) }),
    ]);
    // A repeat of the late reply changes nothing now either.
    expect(await browserReturn(app, RETURN, late)).toBe(`/makse-edukas/${order.id}`);
    expect(await statuses(order.id)).toEqual(['refunded', 'closed']);
  });

  it('one form paid twice (two bank transactions) keeps the second as an overpayment to refund', async () => {
    const { order, form } = await bankOrder();
    const again = await continuePayment(order.id);
    expect(again.VK_STAMP).toBe(form.VK_STAMP);
    await postForm(app.app, RETURN, { ...paidReply(keys, form), VK_AUTO: 'Y' });
    // Re-signed by the bank with its own transaction number.
    const resigned = { ...paidReply(keys, again, '777000222'), VK_AUTO: 'Y' };
    for (let i = 0; i < 2; i += 1) expect((await postForm(app.app, RETURN, resigned)).body).toBe('OK');
    expect(await statuses(order.id)).toEqual(['closed', 'overpaid']);
    expect((await orderOf(order.id)).overpayments).toHaveLength(1);
    expect((await refundTasks(sales)).filter((task) => task.order.id === order.id)).toEqual([
      expect.objectContaining({ amount: order.total_vat, transaction_id: '777000222' }),
    ]);
  });
});

describe('a late failure reply', () => {
  it('for a paid order sends the payer to the success page and changes nothing', async () => {
    const { order, form } = await bankOrder();
    const paid = await payAtBank(form);
    expect(await browserReturn(app, RETURN, paid.fields)).toBe(`/makse-edukas/${order.id}`);

    // 1911 for the same attempt after its 1111 (a reloaded cancel page): by browser and by server.
    const late = failedReply(keys, form);
    expect(await browserReturn(app, CANCEL, late)).toBe(`/makse-edukas/${order.id}`);
    expect((await postForm(app.app, CANCEL, { ...late, VK_AUTO: 'Y' })).body).toBe('OK');
    expect(await orderOf(order.id)).toMatchObject({
      status: 'confirmed',
      payment_status: 'closed',
      overpayments: [],
    });
    expect(await statuses(order.id)).toEqual(['closed']);
  });

  it('for an unpaid order still goes to the failure page, where payment can be continued', async () => {
    const { order, form } = await bankOrder();
    expect(await browserReturn(app, CANCEL, failedReply(keys, form))).toBe(`/payments/failed/${order.id}`);
    expect(await orderOf(order.id)).toMatchObject({ payment_status: 'failed', can_continue: true });
  });
});
