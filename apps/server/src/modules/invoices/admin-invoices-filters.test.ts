import {
  AdminInvoiceReplySchema,
  AdminInvoicesListReplySchema,
  AdminRemindersReplySchema,
  REMINDER_MESSAGES,
  type AdminInvoiceListItem,
} from '@kodumasinad/contract/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffClient } from '../../test-support/staff-client.js';
import { strict } from '../../test-support/strict.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { readOutbox, type TestClient } from '../../test-support/test-client.js';

/** The back-office list's company and period filters, its export, and where reminders go (demo invoices). */

let t: TestApp;
let now = new Date();
let sales: TestClient;

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => now });
  sales = await staffClient(t, 'sales');
});

afterAll(async () => {
  await t.close();
});

/** Every invoice the list shows for the query, over all its pages. */
async function listed(query: string): Promise<AdminInvoiceListItem[]> {
  const items: AdminInvoiceListItem[] = [];
  for (let page = 1; ; page++) {
    const response = await sales.api('GET', `/api/admin/invoices?per_page=100&page=${page}&${query}`);
    expect(response.statusCode, response.body).toBe(200);
    const reply = strict(AdminInvoicesListReplySchema).parse(response.json());
    items.push(...reply.data);
    if (page >= reply.meta.last_page) return items;
  }
}

const numbersOf = (items: readonly { number: string }[]) => items.map((item) => item.number).sort();

function csvNumbers(body: string): string[] {
  const [header, ...rows] = body
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(header?.startsWith('Arve;Viitenumber;Ettevõte;')).toBe(true);
  return rows.map((row) => row.split(';')[0] as string).sort();
}

describe('company and period filters', () => {
  it('select one company’s invoices of the issue days given, and the export gives the same rows', async () => {
    const all = await listed('');
    const companies = [...new Map(all.map((item) => [item.company.id, item.company.name])).keys()];
    expect(companies.length).toBeGreaterThanOrEqual(2);
    const days = [...new Set(all.map((item) => item.issue_date))].sort();
    expect(days.length).toBeGreaterThanOrEqual(3);
    const from = days[1] as string;
    const to = days[days.length - 2] as string;

    for (const company of companies) {
      const expected = all.filter(
        (item) => item.company.id === company && item.issue_date >= from && item.issue_date <= to,
      );
      const query = `company=${company}&from=${from}&to=${to}`;
      const got = await listed(query);
      expect(numbersOf(got), query).toEqual(numbersOf(expected));
      expect(got.every((item) => item.company.id === company)).toBe(true);

      const csv = await sales.api('GET', `/api/admin/invoices/export.csv?${query}`);
      expect(csv.statusCode, csv.body).toBe(200);
      expect(csvNumbers(csv.body)).toEqual(numbersOf(expected));
    }

    // Only one end of the period, with a status: both narrow the export as the list.
    const company = companies[0] as number;
    const onlyFrom = all.filter(
      (item) => item.company.id === company && item.issue_date >= from && item.status === 'paid',
    );
    const query = `company=${company}&from=${from}&status=paid`;
    expect(numbersOf(await listed(query))).toEqual(numbersOf(onlyFrom));
    const csv = await sales.api('GET', `/api/admin/invoices/export.csv?${query}`);
    expect(csvNumbers(csv.body)).toEqual(numbersOf(onlyFrom));
  });

  it('sums only the selected company and period, and refuses a malformed period', async () => {
    const all = await listed('');
    const company = all[0]?.company.id as number;
    const response = await sales.api('GET', `/api/admin/invoices?company=${company}`);
    const { summary } = strict(AdminInvoicesListReplySchema).parse(response.json());
    const owed = all.filter((item) => item.company.id === company && item.outstanding > 0);
    expect(summary.unpaid).toBe(owed.reduce((sum, item) => sum + item.outstanding, 0));
    expect(summary.unpaid_count).toBe(owed.length);

    for (const [query, field] of [
      ['from=2026-13-01', 'from'],
      ['to=eile', 'to'],
      ['company=0', 'company'],
    ]) {
      for (const path of ['/api/admin/invoices', '/api/admin/invoices/export.csv']) {
        const bad = await sales.api('GET', `${path}?${query}`);
        expect(bad.statusCode, `${path}?${query}`).toBe(422);
        expect(Object.keys(bad.json().errors)).toEqual([field]);
      }
    }
  });
});

describe('reminder address', () => {
  it('goes to the company’s invoice e-mail, never to its users; without one the invoice is skipped', async () => {
    const all = await listed('');
    const latestDue = all
      .map((item) => item.due_date)
      .sort()
      .at(-1) as string;
    now = new Date(Date.parse(`${latestDue}T12:00:00Z`) + 2 * 86_400_000);
    const overdue = await listed('status=overdue');
    const [first, second] = [...new Map(overdue.map((item) => [item.company.id, item])).values()];
    if (first === undefined || second === undefined)
      throw new Error('need overdue invoices of two companies');

    await t.db
      .updateTable('b2b_clients')
      .set({ email: 'arved@firma-uks.test' })
      .where('id', '=', first.company.id)
      .execute();
    const users = await t.db
      .selectFrom('users')
      .select('email')
      .where('b2b_client_id', '=', first.company.id)
      .execute();
    expect(users.length).toBeGreaterThan(0);

    const response = await sales.api('POST', `/api/admin/invoices/${first.id}/reminder`);
    expect(response.statusCode, response.body).toBe(200);
    const invoice = strict(AdminInvoiceReplySchema).parse(response.json()).invoice;
    expect(invoice.invoice_email).toBe('arved@firma-uks.test');
    expect(invoice.reminders[0]?.sent_to).toBe('arved@firma-uks.test');
    await t.app.idleMail();
    const mails = readOutbox(t.dataDir).filter((entry) => entry.subject.includes(first.number));
    expect(mails.map((mail) => mail.to)).toEqual(['arved@firma-uks.test']);
    const userAddresses = new Set(users.map((user) => user.email));
    expect(readOutbox(t.dataDir).some((mail) => userAddresses.has(mail.to))).toBe(false);

    // A company without an invoice e-mail: refused alone, skipped and named by "send all".
    await t.db.updateTable('b2b_clients').set({ email: '  ' }).where('id', '=', second.company.id).execute();
    const refused = await sales.api('POST', `/api/admin/invoices/${second.id}/reminder`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(REMINDER_MESSAGES.noEmail);
    const sentAll = strict(AdminRemindersReplySchema).parse(
      (await sales.api('POST', '/api/admin/invoices/reminders')).json(),
    );
    expect(sentAll.skipped.map((item) => item.id)).toContain(second.id);
    expect(sentAll.skipped.every((item) => item.reason === REMINDER_MESSAGES.noEmail)).toBe(true);
    await t.app.idleMail();
    const sentTo = new Set(readOutbox(t.dataDir).map((mail) => mail.to));
    expect(sentTo.has('arved@firma-uks.test')).toBe(true);
    expect([...sentTo].every((to) => to === 'arved@firma-uks.test' || !userAddresses.has(to))).toBe(true);
  });
});
