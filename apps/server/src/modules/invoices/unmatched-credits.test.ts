import {
  AdminInvoiceReplySchema,
  StatementConfirmReplySchema,
  StatementPreviewReplySchema,
  UNMATCHED_CREDIT_MESSAGES,
  UnmatchedCreditsReplySchema,
  type AdminInvoice,
} from '@kodumasinad/contract/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANNA, insertCheckoutProducts, loggedIn, placeOrder } from '../../test-support/checkout-fixtures.js';
import { staffClient } from '../../test-support/staff-client.js';
import { strict } from '../../test-support/strict.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { uploadFile } from '../../test-support/multipart.js';
import type { TestClient } from '../../test-support/test-client.js';
import { statementXml } from './test-fixtures/statement.js';

/** "Sidumata laekumised" (decision 051): kept on confirm, assigned to an invoice or dismissed. */

let t: TestApp;
let sales: TestClient;
const placed: number[] = [];

const upload = (data: Buffer) =>
  uploadFile(sales, '/api/admin/bank-statements/preview', data, 'valjavote.xml', { type: 'application/xml' });

async function detail(id: number): Promise<AdminInvoice> {
  const response = await sales.api('GET', `/api/admin/invoices/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return strict(AdminInvoiceReplySchema).parse(response.json()).invoice;
}
async function importAndConfirm(file: Buffer) {
  const preview = strict(StatementPreviewReplySchema).parse((await upload(file)).json());
  const confirmed = await sales.api('POST', `/api/admin/bank-statements/${preview.token}/confirm`);
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { preview, result: strict(StatementConfirmReplySchema).parse(confirmed.json()) };
}
async function openCredits() {
  const response = await sales.api('GET', '/api/admin/bank-statements/unmatched');
  expect(response.statusCode, response.body).toBe(200);
  return strict(UnmatchedCreditsReplySchema).parse(response.json()).data;
}
const count = async (table: 'invoice_payments' | 'bank_unmatched_credits') =>
  (await t.db.selectFrom(table).select('id').execute()).length;
const auditCount = async (action: string) =>
  (await t.db.selectFrom('audit_log').select('id').where('action', '=', action).execute()).length;

beforeAll(async () => {
  t = await createTestApp();
  const ids = await insertCheckoutProducts(t.db);
  const anna = await loggedIn(t.app, ANNA);
  sales = await staffClient(t, 'sales');
  for (const quantity of [1, 2, 3]) {
    const reply = await placeOrder(anna, [{ id: ids.get('CHK4') as number, quantity }], 'invoice');
    placed.push(reply.data.invoice_id as number);
  }
});

afterAll(async () => {
  await t.close();
});

describe('unmatched credits', () => {
  it('keeps the unmatched and partly matched lines once, assigns one to an invoice and dismisses another', async () => {
    const [a, b, c] = await Promise.all(placed.map(detail));
    if (a === undefined || b === undefined || c === undefined) throw new Error('three invoices');
    const file = statementXml({
      AMOUNT_A: (a.outstanding / 100).toFixed(2),
      REF_A: a.reference_number,
      NUMBER_A: a.number,
      AMOUNT_B: '20.00',
      REF_B: b.reference_number,
    });
    const { result } = await importAndConfirm(file);
    expect(result).toMatchObject({ booked: 2, kept: 2 });

    const credits = await openCredits();
    expect(
      credits.map((credit) => [
        credit.kind_label,
        credit.amount,
        credit.invoice?.number ?? null,
        credit.can_assign,
      ]),
    ).toEqual([
      ['Sidumata', 5500, null, true],
      ['Osaliselt seotud', 2000, b.number, false],
    ]);
    const [unknown, partial] = credits;
    if (unknown === undefined || partial === undefined) throw new Error('two credits');
    expect(unknown).toMatchObject({ debtor: 'Tundmatu Maksja AS', reference: '99999999999' });

    // The same statement again: every line is imported already, nothing kept or booked twice.
    const payments = await count('invoice_payments');
    const again = await importAndConfirm(file);
    expect(again.preview.lines.every((line) => line.status === 'duplicate')).toBe(true);
    expect(again.result).toMatchObject({ booked: 0, kept: 0 });
    expect(await count('bank_unmatched_credits')).toBe(2);
    expect(await count('invoice_payments')).toBe(payments);

    const assign = (id: number, body: unknown) =>
      sales.api('POST', `/api/admin/bank-statements/unmatched/${id}/assign`, body);
    for (const [id, body, message] of [
      [unknown.id, { invoice: ' ' }, UNMATCHED_CREDIT_MESSAGES.invoice],
      [unknown.id, {}, UNMATCHED_CREDIT_MESSAGES.invoice],
      [unknown.id, { invoice: 'A1999-99999' }, UNMATCHED_CREDIT_MESSAGES.invoiceNotFound],
      [unknown.id, { invoice: a.number }, UNMATCHED_CREDIT_MESSAGES.notPayable],
      [partial.id, { invoice: c.number }, UNMATCHED_CREDIT_MESSAGES.partial],
    ] as const) {
      const response = await assign(id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json().errors.invoice).toEqual([message]);
    }
    expect((await assign(999_999, { invoice: c.number })).statusCode).toBe(404);
    expect(await count('invoice_payments')).toBe(payments);

    const assigned = await assign(unknown.id, { invoice: c.number.toLowerCase() });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const left = strict(UnmatchedCreditsReplySchema).parse(assigned.json());
    expect(left.data.map((credit) => credit.id)).toEqual([partial.id]);
    expect(left.message).toBe('Laekumine on arvega seotud ja makse lisatud.');
    const paid = await detail(c.id);
    expect(paid.paid).toBe(c.paid + 5500);
    expect(paid.payments.map((payment) => [payment.amount, payment.source_label, payment.date])).toEqual([
      [5500, 'Pangaväljavõte', '2026-03-05'],
    ]);
    expect(await auditCount('invoice.payment')).toBe(3);
    const repeated = await assign(unknown.id, { invoice: c.number });
    expect(repeated.statusCode).toBe(422);
    expect(repeated.json().errors.credit).toEqual([UNMATCHED_CREDIT_MESSAGES.resolved]);
    expect(await count('invoice_payments')).toBe(payments + 1);

    // Imported once more, the assigned entry is booked: still nothing twice.
    const third = await importAndConfirm(file);
    expect(third.result).toMatchObject({ booked: 0, kept: 0 });
    expect(await count('invoice_payments')).toBe(payments + 1);

    // Undoing the payment an assigned credit booked gives the money back to the credit.
    const booked = (await detail(c.id)).payments.find((payment) => payment.amount === 5500);
    expect(booked?.can_reverse).toBe(true);
    const reversed = await sales.api('POST', `/api/admin/invoices/${c.id}/payments/${booked?.id}/reverse`);
    expect(reversed.statusCode, reversed.body).toBe(200);
    expect((await detail(c.id)).paid).toBe(c.paid);
    expect((await openCredits()).map((credit) => credit.id).sort()).toEqual([partial.id, unknown.id].sort());
    expect((await assign(unknown.id, { invoice: c.number })).statusCode).toBe(200);
    expect((await detail(c.id)).paid).toBe(c.paid + 5500);

    const dismiss = (id: number) => sales.api('POST', `/api/admin/bank-statements/unmatched/${id}/dismiss`);
    const dismissed = await dismiss(partial.id);
    expect(dismissed.statusCode, dismissed.body).toBe(200);
    expect(strict(UnmatchedCreditsReplySchema).parse(dismissed.json()).data).toEqual([]);
    expect((await dismiss(partial.id)).statusCode).toBe(422);
    expect((await dismiss(999_999)).statusCode).toBe(404);
    expect(await auditCount('bank_credit.dismiss')).toBe(1);
    expect((await detail(b.id)).paid).toBe(b.paid + 2000);
    expect(await openCredits()).toEqual([]);
  });

  it('is for sales and admin only', async () => {
    const content = await staffClient(t, 'content');
    for (const [method, url] of [
      ['GET', '/api/admin/bank-statements/unmatched'],
      ['POST', '/api/admin/bank-statements/unmatched/1/assign'],
      ['POST', '/api/admin/bank-statements/unmatched/1/dismiss'],
    ] as const) {
      expect((await content.api(method, url, {})).statusCode, url).toBe(403);
    }
  });
});
