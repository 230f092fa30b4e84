import {
  AdminInvoiceReplySchema,
  PAYMENT_REVERSE_MESSAGES,
  STATEMENT_CONFIRM_MESSAGES,
  StatementConfirmReplySchema,
  StatementPreviewReplySchema,
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

/**
 * Issue 22 #20: a credit 100× its invoice was booked in full on "Kinnita", no line could be left
 * out, and setting the line aside did not undo it. Now staff choose the lines, an invoice gets at
 * most what it owes (the rest is kept as an unmatched credit) and a confirmed line can be undone.
 */
let t: TestApp;
let sales: TestClient;
const placed: number[] = [];

const upload = (data: Buffer) =>
  uploadFile(sales, '/api/admin/bank-statements/preview', data, 'valjavote.xml', { type: 'application/xml' });
const euros = (cents: number) => (cents / 100).toFixed(2);

async function detail(id: number): Promise<AdminInvoice> {
  const response = await sales.api('GET', `/api/admin/invoices/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return strict(AdminInvoiceReplySchema).parse(response.json()).invoice;
}
async function unmatched() {
  const response = await sales.api('GET', '/api/admin/bank-statements/unmatched');
  return strict(UnmatchedCreditsReplySchema).parse(response.json()).data;
}
async function preview(file: Buffer) {
  const response = await upload(file);
  expect(response.statusCode, response.body).toBe(200);
  return strict(StatementPreviewReplySchema).parse(response.json());
}

let file: Buffer;
let a: AdminInvoice;
let b: AdminInvoice;

beforeAll(async () => {
  t = await createTestApp();
  const ids = await insertCheckoutProducts(t.db);
  const anna = await loggedIn(t.app, ANNA);
  sales = await staffClient(t, 'sales');
  for (const quantity of [1, 2]) {
    const reply = await placeOrder(anna, [{ id: ids.get('CHK4') as number, quantity }], 'invoice');
    placed.push(reply.data.invoice_id as number);
  }
  [a, b] = [await detail(placed[0] as number), await detail(placed[1] as number)];
  // Line 1: 100× invoice A; line 2: part of invoice B; line 3: unknown; line 4: line 1 again.
  file = statementXml({
    AMOUNT_A: euros(a.outstanding * 100),
    REF_A: a.reference_number,
    NUMBER_A: a.number,
    AMOUNT_B: euros(2000),
    REF_B: b.reference_number,
  });
});

afterAll(async () => {
  await t.close();
});

describe('confirming a statement with an over-payment', () => {
  it('books only the chosen lines, at most what the invoice owes, and keeps the rest unmatched', async () => {
    const shown = await preview(file);
    expect(shown.lines.map((line) => [line.line, line.status])).toEqual([
      [1, 'partial'],
      [2, 'partial'],
      [3, 'unmatched'],
      [4, 'duplicate'],
    ]);
    expect(shown.lines[0]?.note).toContain(`arvele kirjendatakse`);
    expect(shown.to_book).toEqual({ count: 2, amount: a.outstanding + 2000 });

    // Line 2 unticked.
    const response = await sales.api('POST', `/api/admin/bank-statements/${shown.token}/confirm`, {
      lines: [1, 3],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(strict(StatementConfirmReplySchema).parse(response.json())).toMatchObject({
      booked: 1,
      amount: a.outstanding,
      invoice_ids: [a.id],
      kept: 2,
    });
    expect(await detail(a.id)).toMatchObject({ paid: a.total_vat, outstanding: 0, status: 'paid' });
    expect(await detail(b.id)).toMatchObject({ paid: 0 });

    const credits = await unmatched();
    expect(credits.map((credit) => [credit.kind, credit.amount, credit.can_assign])).toEqual([
      ['unmatched', 5500, true],
      ['unmatched', a.outstanding * 99, true],
    ]);
    expect(credits[1]?.note).toContain(`Ülejääk: arvele ${a.number} kirjendati`);

    // Imported again: the chosen lines are imported, the unticked one is offered again.
    const again = await preview(file);
    expect(again.lines.map((line) => line.status)).toEqual([
      'duplicate',
      'partial',
      'duplicate',
      'duplicate',
    ]);
  });

  it('undoes a confirmed line: the payment goes off the invoice with its kept excess, audited', async () => {
    const booked = (await detail(a.id)).payments;
    expect(booked).toEqual([expect.objectContaining({ amount: a.outstanding, can_reverse: true })]);
    const payment = booked[0]?.id as number;

    const response = await sales.api('POST', `/api/admin/invoices/${a.id}/payments/${payment}/reverse`);
    expect(response.statusCode, response.body).toBe(200);
    const reply = strict(AdminInvoiceReplySchema).parse(response.json());
    expect(reply.message).toBe(PAYMENT_REVERSE_MESSAGES.reversed);
    expect(reply.invoice).toMatchObject({
      paid: 0,
      outstanding: a.total_vat,
      status: 'unpaid',
      payments: [],
    });
    expect((await unmatched()).map((credit) => credit.amount)).toEqual([5500]);

    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'invoice.payment_reversal')
      .execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]?.before_json ?? '{}')).toMatchObject({
      paid: a.total_vat,
      status: 'paid',
      payment: { amount: a.outstanding, source: 'bank_statement' },
    });
    expect(JSON.parse(audit[0]?.after_json ?? '{}')).toEqual({ paid: 0, status: 'unpaid' });

    // Gone once: again is a 404; the line can be imported again.
    const twice = await sales.api('POST', `/api/admin/invoices/${a.id}/payments/${payment}/reverse`);
    expect(twice.statusCode).toBe(404);
    expect((await preview(file)).lines.map((line) => line.status)).toEqual([
      'partial',
      'partial',
      'duplicate',
      'duplicate',
    ]);
  });

  it('refuses to undo a payment booked by hand, and a confirm without a body still takes every line', async () => {
    const hand = await sales.api('POST', `/api/admin/invoices/${b.id}/payments`, {
      date: b.issue_date,
      amount: '1',
    });
    expect(hand.statusCode, hand.body).toBe(200);
    const manual = (await detail(b.id)).payments[0];
    expect(manual).toMatchObject({ source: 'manual', can_reverse: false });
    const refused = await sales.api('POST', `/api/admin/invoices/${b.id}/payments/${manual?.id}/reverse`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ errors: { payment: [PAYMENT_REVERSE_MESSAGES.notStatement] } });

    const shown = await preview(file);
    const confirm = (body?: unknown) =>
      sales.api('POST', `/api/admin/bank-statements/${shown.token}/confirm`, body);
    // Nothing chosen, or a line the statement does not have: refused, and the preview stays open.
    for (const lines of [[], [1, 99]]) {
      const wrong = await confirm({ lines });
      expect(wrong.statusCode, JSON.stringify(lines)).toBe(422);
      expect(wrong.json()).toMatchObject({ errors: { lines: [STATEMENT_CONFIRM_MESSAGES.lines] } });
    }
    const all = await confirm();
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json()).toMatchObject({ booked: 2, amount: a.outstanding + 2000 });
    expect(await detail(a.id)).toMatchObject({ paid: a.total_vat });
  });
});
