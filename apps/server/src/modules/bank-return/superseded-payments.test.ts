import { OrderReplySchema, type OrderReply } from '@kodumasinad/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFailedReply, buildPaidReply } from '../../platform/payments/ipizza-messages.js';
import {
  ANNA,
  bankReplyForm,
  injectingFetch,
  insertCheckoutProducts,
  loggedIn,
  placeOrder,
  postForm,
} from '../../test-support/checkout-fixtures.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import type { TestClient } from '../../test-support/test-client.js';
import { loadTestBankKeys, type TestBankKeys } from '../test-bank/test-bank-keys.js';
import {
  TEST_BANK_ID,
  TEST_BANK_MERCHANT,
  TEST_BANK_MERCHANT_ID,
  TEST_BANK_PAYER,
} from '../test-bank/test-bank.service.js';

/**
 * Issue 9: a payment attempt replaced by "continue payment" can still be paid at the bank. Its
 * money must never be dropped: it pays the order if nothing else has, else it is recorded as an
 * overpayment shown on the order; and the payer always lands on the order's real state.
 */
let t: TestApp | undefined;
let app: TestApp;
let ids: Map<string, number>;
let anna: TestClient;
let keys: TestBankKeys;

beforeAll(async () => {
  t = await createTestApp({}, { testBankFetch: injectingFetch(() => t) });
  app = t;
  ids = await insertCheckoutProducts(app.db);
  anna = await loggedIn(app.app, ANNA);
  keys = await loadTestBankKeys(app.dataDir);
});

afterAll(async () => {
  await app.close();
});

type Form = Record<string, string>;
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

/** The bank's signed replies for a form, as its browser return (add VK_AUTO: 'Y' for the server call). */
function paidReply(form: Form): Form {
  return {
    ...buildPaidReply(
      {
        bankId: TEST_BANK_ID,
        merchantId: TEST_BANK_MERCHANT_ID,
        stamp: form.VK_STAMP ?? '',
        reference: form.VK_REF ?? '',
        message: form.VK_MSG ?? '',
        transactionId: '777000111',
        amountCents: Math.round(Number(form.VK_AMOUNT) * 100),
        recipient: TEST_BANK_MERCHANT,
        payer: TEST_BANK_PAYER,
        paidAt: new Date(),
      },
      keys.bankPrivateKey,
    ),
    VK_AUTO: 'N',
  };
}

function failedReply(form: Form): Form {
  return {
    ...buildFailedReply(
      {
        bankId: TEST_BANK_ID,
        merchantId: TEST_BANK_MERCHANT_ID,
        stamp: form.VK_STAMP ?? '',
        reference: form.VK_REF ?? '',
        message: form.VK_MSG ?? '',
      },
      keys.bankPrivateKey,
    ),
    VK_AUTO: 'N',
  };
}

const browserReturn = async (path: string, fields: Form) => {
  const response = await postForm(app.app, path, fields);
  expect(response.statusCode).toBe(303);
  return response.headers.location;
};

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
    expect(await browserReturn(new URL(firstBack.action).pathname, firstBack.fields)).toBe(
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
      },
    ]);
    // The payer of the second form sees the order's real state: paid, with the overpayment on it.
    expect(await browserReturn(new URL(secondBack.action).pathname, secondBack.fields)).toBe(
      `/makse-edukas/${order.id}`,
    );

    // Every reply again, by either channel: nothing changes, nothing is counted twice.
    for (const back of [firstBack, secondBack]) {
      expect(await browserReturn(RETURN, back.fields)).toBe(`/makse-edukas/${order.id}`);
      const auto = await postForm(app.app, RETURN, { ...back.fields, VK_AUTO: 'Y' });
      expect(auto.body).toBe('OK');
    }
    expect(await statuses(order.id)).toEqual(['closed', 'overpaid']);
    expect((await orderOf(order.id)).overpayments).toHaveLength(1);
    expect((await anna.api('POST', `/api/orders/continue/${order.id}`)).statusCode).toBe(422);
  });

  it('pays the order when the newer attempt was never paid, and voids that one', async () => {
    const { order, form: first } = await bankOrder();
    const second = await continuePayment(order.id);
    expect(await statuses(order.id)).toEqual(['superseded', 'open']);
    // The bank's server call never comes; only the payer's browser brings the reply.
    expect(await browserReturn(RETURN, paidReply(first))).toBe(`/makse-edukas/${order.id}`);
    expect(await orderOf(order.id)).toMatchObject({ payment_status: 'closed', overpayments: [] });
    expect(await statuses(order.id)).toEqual(['closed', 'superseded']);

    // The second form's cancel then changes nothing and sends the payer to the paid order.
    const cancelled = await cancelAtBank(second);
    expect(await browserReturn(CANCEL, cancelled.fields)).toBe(`/makse-edukas/${order.id}`);
    expect(await statuses(order.id)).toEqual(['closed', 'superseded']);
  });

  it('settles two attempts paid at the same moment as one payment and one overpayment', async () => {
    const { order, form: first } = await bankOrder();
    const second = await continuePayment(order.id);
    const replies = await Promise.all(
      [first, second].map((form) => postForm(app.app, RETURN, { ...paidReply(form), VK_AUTO: 'Y' })),
    );
    expect(replies.map((reply) => reply.body)).toEqual(['OK', 'OK']);
    expect((await statuses(order.id)).sort()).toEqual(['closed', 'overpaid']);
    expect((await orderOf(order.id)).overpayments).toHaveLength(1);
  });
});

describe('a late failure reply', () => {
  it('for a paid order sends the payer to the success page and changes nothing', async () => {
    const { order, form } = await bankOrder();
    const paid = await payAtBank(form);
    expect(await browserReturn(RETURN, paid.fields)).toBe(`/makse-edukas/${order.id}`);

    // 1911 for the same attempt after its 1111 (a reloaded cancel page): by browser and by server.
    const late = failedReply(form);
    expect(await browserReturn(CANCEL, late)).toBe(`/makse-edukas/${order.id}`);
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
    expect(await browserReturn(CANCEL, failedReply(form))).toBe(`/payments/failed/${order.id}`);
    expect(await orderOf(order.id)).toMatchObject({ payment_status: 'failed', can_continue: true });
  });
});
