import { RefundTasksReplySchema, type RefundTask } from '@kodumasinad/contract/admin';
import { expect } from 'vitest';
import type { Db } from '../db/database.js';
import { loadTestBankKeys, type TestBankKeys } from '../modules/test-bank/test-bank-keys.js';
import {
  TEST_BANK_ID,
  TEST_BANK_MERCHANT,
  TEST_BANK_MERCHANT_ID,
  TEST_BANK_PAYER,
} from '../modules/test-bank/test-bank.service.js';
import { buildFailedReply, buildPaidReply } from '../platform/payments/ipizza-messages.js';
import { ANNA, injectingFetch, insertCheckoutProducts, loggedIn, postForm } from './checkout-fixtures.js';
import { staffClient } from './staff-client.js';
import { strict } from './strict.js';
import { createTestApp, type TestApp } from './test-app.js';
import type { TestClient } from './test-client.js';

/** A bank form's fields, or a bank reply's. */
export type BankForm = Record<string, string>;

export interface BankPaymentsTestApp {
  app: TestApp;
  ids: Map<string, number>;
  anna: TestClient;
  sales: TestClient;
  keys: TestBankKeys;
}

/** A test app whose test bank calls the app back in process, with Anna, a sales user and products. */
export async function bankPaymentsTestApp(): Promise<BankPaymentsTestApp> {
  // The test bank calls the app that is being built: it reads the app once it exists.
  const built: { app?: TestApp } = {};
  const app = await createTestApp({}, { testBankFetch: injectingFetch(() => built.app) });
  built.app = app;
  return {
    app,
    ids: await insertCheckoutProducts(app.db),
    anna: await loggedIn(app.app, ANNA),
    sales: await staffClient(app, 'sales'),
    keys: await loadTestBankKeys(app.dataDir),
  };
}

function replyFields(form: BankForm) {
  return {
    bankId: TEST_BANK_ID,
    merchantId: TEST_BANK_MERCHANT_ID,
    stamp: form.VK_STAMP ?? '',
    reference: form.VK_REF ?? '',
    message: form.VK_MSG ?? '',
  };
}

/** The bank's signed success for a form, as the payer's browser brings it (VK_AUTO: 'Y' for the server call). */
export function paidReply(keys: TestBankKeys, form: BankForm, transactionId = '777000111'): BankForm {
  return {
    ...buildPaidReply(
      {
        ...replyFields(form),
        transactionId,
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

/** The bank's signed cancellation for a form, as the payer's browser brings it. */
export function failedReply(keys: TestBankKeys, form: BankForm): BankForm {
  return { ...buildFailedReply(replyFields(form), keys.bankPrivateKey), VK_AUTO: 'N' };
}

/** Posts a bank reply as the browser does; the address the shop sends the payer on to. */
export async function browserReturn(
  app: TestApp,
  path: string,
  fields: BankForm,
): Promise<string | undefined> {
  const response = await postForm(app.app, path, fields);
  expect(response.statusCode).toBe(303);
  return response.headers.location;
}

/**
 * Makes the payment attempts of an order or invoice older than the time a bank may still complete
 * them: paying again then starts a new attempt instead of continuing the open one (decision 065).
 */
export async function ageAttempts(db: Db, of: 'order_id' | 'invoice_id', id: number): Promise<void> {
  await db
    .updateTable('payments')
    .set({ created_at: new Date(Date.now() - 31 * 60 * 1000).toISOString() })
    .where(of, '=', id)
    .execute();
}

/** What staff see under "Tagastada". */
export async function refundTasks(sales: TestClient): Promise<RefundTask[]> {
  const response = await sales.api('GET', '/api/admin/refunds');
  expect(response.statusCode, response.body).toBe(200);
  return strict(RefundTasksReplySchema).parse(response.json()).data;
}
