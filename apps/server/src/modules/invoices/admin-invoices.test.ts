import { InvoiceReplySchema, INVOICE_STATUS_LABELS } from '@kodumasinad/contract';
import {
  AdminInvoiceReplySchema,
  AdminInvoicesListReplySchema,
  AdminRemindersReplySchema,
  PAYMENT_MESSAGES,
  REMINDER_MESSAGES,
  STATEMENT_MESSAGES,
  StatementConfirmReplySchema,
  StatementPreviewReplySchema,
  type AdminInvoice,
} from '@kodumasinad/contract/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANNA, insertCheckoutProducts, loggedIn, placeOrder } from '../../test-support/checkout-fixtures.js';
import { MULTIPART_BOUNDARY, uploadFile } from '../../test-support/multipart.js';
import { staffClient } from '../../test-support/staff-client.js';
import { strict } from '../../test-support/strict.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { readOutbox, type TestClient } from '../../test-support/test-client.js';
import { statementXml } from './test-fixtures/statement.js';

let t: TestApp;
let now = new Date();
let sales: TestClient;
let anna: TestClient;
const placed: number[] = [];

const upload = (client: TestClient, data: Buffer, filename = 'valjavote.xml') =>
  uploadFile(client, '/api/admin/bank-statements/preview', data, filename, { type: 'application/xml' });

async function detail(id: number): Promise<AdminInvoice> {
  const response = await sales.api('GET', `/api/admin/invoices/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return strict(AdminInvoiceReplySchema).parse(response.json()).invoice;
}
async function buyerView(id: number) {
  const response = await anna.api('GET', `/api/invoices/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return strict(InvoiceReplySchema).parse(response.json()).invoice;
}
const auditCount = async (action: string) =>
  (await t.db.selectFrom('audit_log').select('id').where('action', '=', action).execute()).length;
const paymentCount = async () => (await t.db.selectFrom('invoice_payments').select('id').execute()).length;
const euros = (cents: number) => (cents / 100).toFixed(2);

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => now });
  const ids = await insertCheckoutProducts(t.db);
  anna = await loggedIn(t.app, ANNA);
  sales = await staffClient(t, 'sales');
  for (const quantity of [1, 2, 3]) {
    const reply = await placeOrder(anna, [{ id: ids.get('CHK4') as number, quantity }], 'invoice');
    placed.push(reply.data.invoice_id as number);
  }
});

afterAll(async () => {
  await t.close();
});

describe('bank statement import', () => {
  it('refuses a file that is not a camt.053 statement, and a missing file, changing nothing', async () => {
    const before = await paymentCount();
    for (const [data, name] of [
      [Buffer.from('kood;kogus\nABC;1\n'), 'valjavote.csv'],
      [
        Buffer.from(
          '<?xml version="1.0"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.03"/>',
        ),
        'x.xml',
      ],
    ] as const) {
      const response = await upload(sales, data, name);
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json()).toMatchObject({ errors: { file: [STATEMENT_MESSAGES.notCamt] } });
    }
    const none = await sales.api('POST', '/api/admin/bank-statements/preview', undefined, {
      rawPayload: Buffer.from(`--${MULTIPART_BOUNDARY}--\r\n`),
      headers: { 'content-type': `multipart/form-data; boundary=${MULTIPART_BOUNDARY}` },
    });
    expect(none.statusCode).toBe(422);
    expect(none.json()).toMatchObject({ errors: { file: [STATEMENT_MESSAGES.missing] } });
    expect(await paymentCount()).toBe(before);
  });

  it('refuses a statement of an account that is not one of SELLER_IBANS, naming the account', async () => {
    const before = await paymentCount();
    const previews = async () =>
      (await t.db.selectFrom('bank_statement_previews').select('token').execute()).length;
    const stored = await previews();
    const other = statementXml({ AMOUNT_A: '1.00', AMOUNT_B: '2.00' })
      .toString('utf8')
      .replace('EE302200221012345671', 'EE471000001020145685');
    const response = await upload(sales, Buffer.from(other));
    expect(response.statusCode, response.body).toBe(422);
    const message = (response.json() as { errors: { file: string[] } }).errors.file[0];
    expect(message).toBe(
      'Väljavõte on konto EE47 1000 0010 2014 5685 kohta, mis ei ole müüja konto ' +
        '(EE30 2200 2210 1234 5671, EE59 1010 2200 9876 5432). Laadi müüja konto väljavõte.',
    );
    expect(await previews()).toBe(stored);
    expect(await paymentCount()).toBe(before);
  });

  it('previews matched, partial, unknown and duplicate credits, books on confirm once, and the buyer sees Makstud', async () => {
    const [a, b] = [await detail(placed[0] as number), await detail(placed[1] as number)];
    const file = statementXml({
      AMOUNT_A: euros(a.outstanding),
      REF_A: a.reference_number,
      NUMBER_A: a.number,
      AMOUNT_B: euros(2000),
      REF_B: b.reference_number,
    });
    const before = await paymentCount();
    const response = await upload(sales, file);
    expect(response.statusCode, response.body).toBe(200);
    const preview = strict(StatementPreviewReplySchema).parse(response.json());
    expect(
      preview.lines.map((line) => [line.status_label, line.invoice?.number ?? null, line.amount]),
    ).toEqual([
      ['Seotud', a.number, a.outstanding],
      ['Osaliselt seotud', b.number, 2000],
      ['Sidumata', null, 5500],
      ['Juba imporditud', a.number, a.outstanding],
    ]);
    expect(await paymentCount()).toBe(before);
    expect((await buyerView(a.id)).status).toBe('unpaid');

    const confirm = () => sales.api('POST', `/api/admin/bank-statements/${preview.token}/confirm`);
    const first = strict(StatementConfirmReplySchema).parse((await confirm()).json());
    expect(first).toMatchObject({
      booked: 2,
      amount: a.outstanding + 2000,
      invoice_ids: [a.id, b.id],
      kept: 2,
    });
    const second = await confirm();
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first);
    expect(await paymentCount()).toBe(before + 2);
    expect(await auditCount('invoice.payment')).toBe(2);

    const paid = await buyerView(a.id);
    expect(paid.status_label).toBe(INVOICE_STATUS_LABELS.paid);
    expect(paid.payments).toEqual([
      { date: '2026-03-05', amount: a.outstanding, method: null, method_label: 'Pangaülekanne' },
    ]);
    expect((await buyerView(b.id)).status).toBe('partly_paid');

    // The same statement again: nothing left to book.
    const again = strict(StatementPreviewReplySchema).parse((await upload(sales, file)).json());
    // The unknown credit was kept among the unmatched ones (decision 051), so it is imported too.
    expect(again.lines.map((line) => line.status)).toEqual([
      'duplicate',
      'duplicate',
      'duplicate',
      'duplicate',
    ]);
    const repeated = await sales.api('POST', `/api/admin/bank-statements/${again.token}/confirm`);
    expect(repeated.json()).toMatchObject({ booked: 0, kept: 0 });
    expect(await paymentCount()).toBe(before + 2);

    const unknown = await sales.api('POST', `/api/admin/bank-statements/${'0'.repeat(32)}/confirm`);
    expect(unknown.statusCode).toBe(404);
  });
});

describe('payments booked by hand', () => {
  it('checks the amount and the day, books once per key, and shows on the buyer invoice', async () => {
    const c = await detail(placed[2] as number);
    const pay = (body: unknown) => sales.api('POST', `/api/admin/invoices/${c.id}/payments`, body);
    const refused: [unknown, string, string][] = [
      [{ date: c.issue_date, amount: '0' }, 'amount', PAYMENT_MESSAGES.amountPositive],
      [{ date: c.issue_date, amount: 'kümme' }, 'amount', PAYMENT_MESSAGES.amount],
      [{ date: c.issue_date, amount: '2000000' }, 'amount', PAYMENT_MESSAGES.amountMax],
      [
        { date: c.issue_date, amount: euros(c.outstanding + 1) },
        'amount',
        PAYMENT_MESSAGES.amountOverOutstanding,
      ],
      [{ date: '2026-02-30', amount: '10' }, 'date', PAYMENT_MESSAGES.date],
      [{ date: '2999-01-01', amount: '10' }, 'date', PAYMENT_MESSAGES.dateFuture],
    ];
    for (const [body, field, message] of refused) {
      const response = await pay(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json().errors[field]).toEqual([message]);
    }
    const body = { date: c.issue_date, amount: '10,50', key: 'pay-c-0001' };
    const first = await pay(body);
    expect(first.statusCode, first.body).toBe(200);
    const again = await pay(body);
    const invoice = strict(AdminInvoiceReplySchema).parse(again.json()).invoice;
    expect(invoice.paid).toBe(1050);
    expect(invoice.status).toBe('partly_paid');
    expect(invoice.payments.map((p) => [p.amount, p.source_label])).toEqual([[1050, 'Käsitsi']]);
    expect((await buyerView(c.id)).payments).toEqual([
      { date: c.issue_date, amount: 1050, method: null, method_label: 'Pangaülekanne' },
    ]);
    expect(await auditCount('invoice.payment')).toBe(3);
  });
});

describe('list, export and reminders', () => {
  it('filters overdue invoices by the day, sums what is owed, and exports the same rows', async () => {
    const c = await detail(placed[2] as number);
    now = new Date(Date.parse(`${c.due_date}T12:00:00Z`) + 3 * 86_400_000);
    const response = await sales.api(
      'GET',
      `/api/admin/invoices?status=overdue&company=${c.company.id}&per_page=100`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const list = strict(AdminInvoicesListReplySchema).parse(response.json());
    const ids = list.data.map((item) => item.id);
    expect(ids).toContain(c.id);
    expect(ids).not.toContain(placed[0]);
    expect(list.data.every((item) => item.status === 'overdue')).toBe(true);
    expect(list.summary.overdue).toBeGreaterThanOrEqual(c.outstanding);
    const found = await sales.api('GET', `/api/admin/invoices?q=${c.reference_number}`);
    expect(found.json().data.map((item: { id: number }) => item.id)).toEqual([c.id]);
    for (const [query, field] of [
      ['status=lost', 'status'],
      ['from=2026-05-01&to=2026-04-01', 'to'],
      ['company=x', 'company'],
    ]) {
      const bad = await sales.api('GET', `/api/admin/invoices?${query}`);
      expect(bad.statusCode, query).toBe(422);
      expect(Object.keys(bad.json().errors)).toEqual([field]);
    }

    const csv = await sales.api(
      'GET',
      `/api/admin/invoices/export.csv?status=overdue&company=${c.company.id}`,
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const rows = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(rows[0]).toBe(
      'Arve;Viitenumber;Ettevõte;Tellimus;Kuupäev;Maksetähtaeg;Summa km-ga;Tasutud;Tasumata;Olek;Meeldetuletusi',
    );
    expect(rows).toHaveLength(list.data.length + 1);
    expect(rows.some((row) => row.startsWith(`${c.number};${c.reference_number};`))).toBe(true);
  });

  it('e-mails an Estonian reminder to the company, records it, and refuses one for an invoice in time', async () => {
    const c = await detail(placed[2] as number);
    const response = await sales.api('POST', `/api/admin/invoices/${c.id}/reminder`);
    expect(response.statusCode, response.body).toBe(200);
    const reminded = strict(AdminInvoiceReplySchema).parse(response.json()).invoice;
    expect(reminded.reminder_count).toBe(1);
    expect(reminded.reminders[0]?.sent_to).toBe('info@kodumasinpluss.test');
    await t.app.idleMail();
    const mail = readOutbox(t.dataDir).find((entry) => entry.subject.includes(c.number));
    expect(mail).toMatchObject({ to: 'info@kodumasinpluss.test' });
    expect(mail?.subject).toBe(`Meeldetuletus: arve ${c.number} maksetähtaeg on möödunud`);
    expect(mail?.text).toContain(c.reference_number);
    expect(await auditCount('invoice.reminder')).toBe(1);

    const paid = await sales.api('POST', `/api/admin/invoices/${placed[0]}/reminder`);
    expect(paid.statusCode).toBe(422);
    expect(paid.json().message).toBe(REMINDER_MESSAGES.notOverdue);

    const all = await sales.api('POST', '/api/admin/invoices/reminders');
    expect(all.statusCode, all.body).toBe(200);
    const sent = strict(AdminRemindersReplySchema).parse(all.json());
    expect(sent.sent).toBeGreaterThanOrEqual(2);
    expect((await detail(c.id)).reminder_count).toBe(2);
    const list = await sales.api('GET', `/api/admin/invoices?q=${c.number}`);
    expect(list.json().data[0]).toMatchObject({ id: c.id, reminder_count: 2 });
  });

  it('is for sales and admin only', async () => {
    const content = await staffClient(t, 'content');
    for (const [method, url] of [
      ['GET', '/api/admin/invoices'],
      ['GET', `/api/admin/invoices/${placed[0]}`],
      ['POST', `/api/admin/invoices/${placed[0]}/payments`],
      ['POST', '/api/admin/invoices/reminders'],
    ] as const) {
      expect((await content.api(method, url, {})).statusCode, url).toBe(403);
      expect((await anna.api(method, url, {})).statusCode, url).toBe(403);
    }
    const admin = await staffClient(t, 'admin');
    expect((await admin.api('GET', '/api/admin/invoices')).statusCode).toBe(200);
  });
});
