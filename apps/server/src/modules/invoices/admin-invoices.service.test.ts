import { AdminInvoicesQuerySchema } from '@kodumasinad/contract/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.js';
import type { MailMessage } from '../../platform/mail.js';
import { ANNA, insertCheckoutProducts, loggedIn, placeOrder } from '../../test-support/checkout-fixtures.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { AdminInvoicesService } from './admin-invoices.service.js';
import { BankStatementsService } from './bank-statements.service.js';
import { statementXml } from './test-fixtures/statement.js';
import type { AuditEntry } from './staff-actions.js';

/**
 * The services on a real database (both dialects), before the HTTP layer: matching, booking once,
 * the list's status filter and sums, reminders. The API test drives the same through the routes.
 */
let app: TestApp;
let now = new Date();
const audits: AuditEntry[] = [];
const mails: MailMessage[] = [];
const staff = { id: 1, name: 'Mari Müük', email: 'myyk@kodumasinad.test', role: 'sales' };
let invoices: AdminInvoicesService;
let statements: BankStatementsService;
const placed: { id: number; total: number }[] = [];

const euros = (cents: number) => (cents / 100).toFixed(2);

beforeAll(async () => {
  app = await createTestApp({}, { clock: () => now });
  const ids = await insertCheckoutProducts(app.db);
  const anna = await loggedIn(app.app, ANNA);
  const audit = async (_trx: Db, _staff: unknown, entry: AuditEntry) => {
    audits.push(entry);
  };
  const deps = { db: app.db, audit, clock: () => now };
  invoices = new AdminInvoicesService({
    ...deps,
    mail: {
      send: async (message: MailMessage) => {
        mails.push(message);
        return mails.length;
      },
    },
    seller: {
      ...app.config.seller,
      name: 'Kodumasinad OÜ',
      email: 'arved@kodumasinad.test',
      ibans: ['EE382200221020145685'],
    },
  });
  statements = new BankStatementsService({ ...deps, sellerIbans: ['EE302200221012345671'] });
  for (const quantity of [1, 2]) {
    const reply = await placeOrder(anna, [{ id: ids.get('CHK4') as number, quantity }], 'invoice');
    placed.push({ id: reply.data.invoice_id as number, total: reply.data.total_vat });
  }
});

afterAll(async () => {
  await app.close();
});

describe('bank statement import', () => {
  it('classifies, books only on confirm, and never books a bank entry twice', async () => {
    const [a, b] = await Promise.all(placed.map((p) => invoices.get(p.id)));
    if (a === undefined || b === undefined) throw new Error('no invoices');
    const file = statementXml({
      AMOUNT_A: euros(a.outstanding),
      REF_A: a.reference_number,
      NUMBER_A: a.number,
      AMOUNT_B: euros(1000),
      REF_B: b.reference_number,
    });
    const preview = await statements.preview(staff, { filename: 'valjavote.xml', bytes: file });
    expect(preview.lines.map((line) => [line.status, line.invoice?.id ?? null])).toEqual([
      ['matched', a.id],
      ['partial', b.id],
      ['unmatched', null],
      ['duplicate', a.id],
    ]);
    expect(preview.to_book).toEqual({ count: 2, amount: a.outstanding + 1000 });
    expect((await invoices.get(a.id)).paid).toBe(0);

    const confirmed = await statements.confirm(staff, preview.token);
    expect(confirmed).toEqual({
      booked: 2,
      amount: a.outstanding + 1000,
      skipped: 0,
      kept: 2,
      invoice_ids: [a.id, b.id],
    });
    expect(await statements.confirm(staff, preview.token)).toEqual(confirmed);
    expect((await invoices.get(a.id)).status).toBe('paid');
    expect((await invoices.get(b.id)).paid).toBe(1000);
    expect(audits.filter((entry) => entry.action === 'invoice.payment')).toHaveLength(2);

    // The same file again: everything it would book is already imported, and the unknown credit was
    // kept for staff on the first confirm (decision 051), so it is a duplicate too; a stale preview
    // books nothing.
    const stale = await statements.preview(staff, { filename: 'valjavote.xml', bytes: file });
    const again = await statements.preview(staff, { filename: 'valjavote.xml', bytes: file });
    expect(again.lines.map((line) => line.status)).toEqual([
      'duplicate',
      'duplicate',
      'duplicate',
      'duplicate',
    ]);
    expect(again.to_book.count).toBe(0);
    expect(stale.to_book.count).toBe(0);
    expect((await invoices.get(b.id)).paid).toBe(1000);
  });
});

describe('payments by hand and reminders', () => {
  it('books a payment once per key and refuses one beyond what is owed', async () => {
    const b = await invoices.get(placed[1]?.id as number);
    const day = b.issue_date;
    await expect(
      invoices.addPayment(staff, b.id, { date: day, amount: b.outstanding + 1 }),
    ).rejects.toMatchObject({
      status: 422,
    });
    const first = await invoices.addPayment(staff, b.id, { date: day, amount: 500, key: 'key-0001-abcd' });
    const repeat = await invoices.addPayment(staff, b.id, { date: day, amount: 500, key: 'key-0001-abcd' });
    expect(first.repeated).toBe(false);
    expect(repeat.repeated).toBe(true);
    expect(repeat.invoice.paid).toBe(1500);
    expect(repeat.invoice.status).toBe('partly_paid');
    expect(repeat.invoice.payments.map((p) => [p.amount, p.source])).toEqual([
      [1000, 'bank_statement'],
      [500, 'manual'],
    ]);
  });

  it('lists overdue invoices with their sums and sends reminders to the company e-mail', async () => {
    const b = await invoices.get(placed[1]?.id as number);
    now = new Date(Date.parse(`${b.due_date}T12:00:00Z`) + 2 * 86_400_000);
    const list = await invoices.list(AdminInvoicesQuerySchema.parse({ status: 'overdue', q: b.number }));
    expect(list.data.map((item) => item.id)).toEqual([b.id]);
    expect(list.summary.overdue).toBe(b.outstanding);
    const reminded = await invoices.remind(staff, b.id);
    expect(reminded.reminder_count).toBe(1);
    expect(mails.at(-1)?.subject).toContain(b.number);
    expect(mails.at(-1)?.text).toContain(b.reference_number);
    const all = await invoices.remindAll(staff);
    expect(all.sent).toBeGreaterThanOrEqual(1);
    expect((await invoices.get(b.id)).reminder_count).toBe(2);
  });
});
