import { generateKeyPairSync } from 'node:crypto';
import { OrderReplySchema, type OrderReply } from '@kodumasinad/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFailedReply, buildPaidReply } from '../../platform/payments/ipizza-messages.js';
import { SESSION_COOKIE } from '../../platform/sessions.js';
import {
  ANNA,
  PEETER,
  bankReplyForm,
  injectingFetch,
  loggedIn,
  insertCheckoutProducts,
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
import { strict } from '../../test-support/strict.js';

let t: TestApp | undefined;
let app: TestApp;
let ids: Map<string, number>;
let anna: TestClient;
let keys: TestBankKeys;
const idOf = (code: string) => ids.get(code) as number;

beforeAll(async () => {
  // The test bank runs (as in development); its VK_AUTO=Y call is routed into the app.
  t = await createTestApp({}, { testBankFetch: injectingFetch(() => t) });
  app = t;
  ids = await insertCheckoutProducts(app.db);
  anna = await loggedIn(app.app, ANNA);
  keys = await loadTestBankKeys(app.dataDir);
});

afterAll(async () => {
  await app.close();
});

const pathOf = (url: string) => new URL(url).pathname;
const cookieOf = (client: TestClient) => `${SESSION_COOKIE}=${client.cookie}`;

async function orderOf(client: TestClient, id: number) {
  return strict(OrderReplySchema).parse((await client.api('GET', `/api/orders/${id}`)).json()).data;
}

async function paymentRows(orderId: number) {
  return app.db.selectFrom('payments').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
}

/** A bank-link order placed by Anna: its reply with the signed form for the test bank. */
async function bankOrder(): Promise<OrderReply & { payment: NonNullable<OrderReply['payment']> }> {
  const reply = await placeOrder(anna, [{ id: idOf('CHK4'), quantity: 2 }], 'testbank');
  if (!reply.payment) throw new Error('expected a bank form');
  return { ...reply, payment: reply.payment };
}

function paidReply(
  fields: Record<string, string>,
  overrides: { amountCents?: number; reference?: string } = {},
) {
  return buildPaidReply(
    {
      bankId: TEST_BANK_ID,
      merchantId: TEST_BANK_MERCHANT_ID,
      stamp: fields.VK_STAMP ?? '',
      reference: overrides.reference ?? fields.VK_REF ?? '',
      message: fields.VK_MSG ?? '',
      transactionId: '555000111',
      amountCents: overrides.amountCents ?? Math.round(Number(fields.VK_AMOUNT) * 100),
      recipient: TEST_BANK_MERCHANT,
      payer: TEST_BANK_PAYER,
      paidAt: new Date(),
    },
    keys.bankPrivateKey,
  );
}

describe('paying with the test bank', () => {
  it('goes from the signed request to the bank, whose server call confirms the order', async () => {
    const { data: placed, payment } = await bankOrder();
    expect(placed).toMatchObject({ status: 'open', payment_status: 'open', payment_status_label: 'Pooleli' });
    expect(placed.can_continue).toBe(true);
    expect(payment).toMatchObject({ method: 'POST', url: 'http://localhost:3000/test-bank/pay' });
    expect(payment.fields).toMatchObject({
      VK_SERVICE: '1012',
      VK_VERSION: '009',
      VK_SND_ID: TEST_BANK_MERCHANT_ID,
      VK_AMOUNT: (placed.total_vat / 100).toFixed(2),
      VK_REF: placed.reference_number,
      VK_RETURN: 'http://localhost:3000/payments/return/testbank',
      VK_CANCEL: 'http://localhost:3000/payments/cancel/testbank',
    });
    const [attempt] = await paymentRows(placed.id);
    expect(payment.fields.VK_STAMP).toBe(String(attempt?.id));

    const page = await postForm(app.app, pathOf(payment.url), payment.fields);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Maksa</button>');

    const paid = await postForm(app.app, `${pathOf(payment.url)}/confirm`, payment.fields);
    expect(paid.statusCode).toBe(200);
    // The bank's VK_AUTO=Y call has already confirmed the order, before the payer is back.
    expect(await orderOf(anna, placed.id)).toMatchObject({
      status: 'confirmed',
      status_label: 'Kinnitatud',
      payment_status: 'closed',
      payment_status_label: 'Kinnitatud',
      can_continue: false,
    });
    const settled = (await paymentRows(placed.id))[0];
    expect(settled).toMatchObject({ status: 'closed', amount_cents: placed.total_vat });
    expect(settled?.transaction_id).toMatch(/^\d{10}$/);

    const browser = bankReplyForm(paid.body);
    expect(browser.fields.VK_AUTO).toBe('N');
    const back = await postForm(app.app, pathOf(browser.action), browser.fields);
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/makse-edukas/${placed.id}`);

    // The same reply again (a reload, a replayed stamp): the same answer and nothing changes.
    const replay = await postForm(app.app, pathOf(browser.action), browser.fields);
    expect(replay.headers.location).toBe(`/makse-edukas/${placed.id}`);
    expect((await paymentRows(placed.id))[0]).toEqual(settled);
    const query = new URLSearchParams(browser.fields).toString();
    const viaGet = await app.app.inject({ method: 'GET', url: `${pathOf(browser.action)}?${query}` });
    expect(viaGet.statusCode).toBe(303);
  });

  it('marks a cancelled payment failed, flashes why, and lets the order be continued and paid', async () => {
    const { data: placed, payment } = await bankOrder();
    const cancelled = await postForm(app.app, `${pathOf(payment.url)}/cancel`, payment.fields);
    expect(cancelled.statusCode).toBe(200);
    expect(await orderOf(anna, placed.id)).toMatchObject({
      status: 'open',
      payment_status: 'failed',
      payment_status_label: 'Makse ebaõnnestunud',
      can_continue: true,
    });

    const browser = bankReplyForm(cancelled.body);
    expect(pathOf(browser.action)).toBe('/payments/cancel/testbank');
    const back = await postForm(app.app, pathOf(browser.action), browser.fields);
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/payments/failed/${placed.id}`);
    const hop = await app.app.inject({
      method: 'GET',
      url: back.headers.location,
      headers: { cookie: cookieOf(anna) },
    });
    expect(hop.statusCode).toBe(303);
    expect(hop.headers.location).toBe(`/tellimused/${placed.id}`);
    const landing = await anna.page(`/tellimused/${placed.id}`);
    expect(landing.body).toContain('Makse ebaõnnestus või katkestati. Võid maksmist jätkata.');

    const continued = await anna.api('POST', `/api/orders/continue/${placed.id}`);
    expect(continued.statusCode).toBe(200);
    const again = strict(OrderReplySchema).parse(continued.json());
    expect(again.data).toMatchObject({ payment_status: 'open', status: 'open' });
    const fields = again.payment?.fields ?? {};
    expect(fields.VK_STAMP).not.toBe(payment.fields.VK_STAMP);
    expect(fields.VK_REF).toBe(placed.reference_number);

    await postForm(app.app, '/test-bank/pay/confirm', fields);
    expect(await orderOf(anna, placed.id)).toMatchObject({ status: 'confirmed', payment_status: 'closed' });
    expect((await paymentRows(placed.id)).map((p) => p.status)).toEqual(['superseded', 'closed']);

    // The old attempt's cancel arriving again changes nothing.
    const late = await postForm(app.app, '/payments/cancel/testbank', { ...browser.fields, VK_AUTO: 'Y' });
    expect(late.statusCode).toBe(200);
    expect(late.body).toBe('OK');
    expect((await orderOf(anna, placed.id)).payment_status).toBe('closed');

    const refused = await anna.api('POST', `/api/orders/continue/${placed.id}`);
    expect(refused.statusCode).toBe(422);
  });
});

describe('replies that must not count', () => {
  it('refuses a wrong MAC, a changed amount or reference, unsigned and foreign replies', async () => {
    const { data: placed, payment } = await bankOrder();
    const good: Record<string, string> = { ...paidReply(payment.fields), VK_AUTO: 'Y' };
    const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    const { VK_MAC: _mac, ...unsigned } = good;
    const attempts: Record<string, string>[] = [
      { ...good, VK_AMOUNT: '0.01' },
      { ...good, VK_MAC: `${good.VK_MAC?.slice(0, -4)}AAA=` },
      unsigned,
      { ...paidReply(payment.fields, { amountCents: placed.total_vat - 100 }), VK_AUTO: 'Y' },
      { ...paidReply(payment.fields, { reference: '1234561' }), VK_AUTO: 'Y' },
      { ...paidReply({ ...payment.fields, VK_STAMP: '99999999' }), VK_AUTO: 'Y' },
      {
        ...buildFailedReply(
          {
            bankId: TEST_BANK_ID,
            merchantId: TEST_BANK_MERCHANT_ID,
            stamp: payment.fields.VK_STAMP ?? '',
            reference: placed.reference_number,
            message: '',
          },
          stranger,
        ),
        VK_AUTO: 'Y',
      },
    ];
    for (const fields of attempts) {
      const response = await postForm(app.app, '/payments/return/testbank', fields);
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      expect(response.body).toBe('Makse vastus on vigane.');
    }
    expect(await orderOf(anna, placed.id)).toMatchObject({ status: 'open', payment_status: 'open' });
    expect((await postForm(app.app, '/payments/return/swedbank', good)).statusCode).toBe(404);

    const accepted = await postForm(app.app, '/payments/return/testbank', good);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.body).toBe('OK');
    const [settled] = await paymentRows(placed.id);
    expect(settled?.transaction_id).toBe('555000111');
    const replay = await postForm(app.app, '/payments/return/testbank', { ...good, VK_T_NO: '1' });
    expect(replay.statusCode).toBe(400);
    expect(await postForm(app.app, '/payments/return/testbank', good)).toMatchObject({ statusCode: 200 });
    expect((await paymentRows(placed.id))[0]).toEqual(settled);
  });

  it('keeps another company’s order out of reach', async () => {
    const { data: placed } = await bankOrder();
    const peeter = await loggedIn(app.app, PEETER);
    expect((await peeter.api('GET', `/api/orders/${placed.id}`)).statusCode).toBe(404);
    expect((await peeter.api('POST', `/api/orders/continue/${placed.id}`)).statusCode).toBe(404);
  });
});
