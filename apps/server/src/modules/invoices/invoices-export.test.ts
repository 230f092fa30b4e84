import {
  ErrorReplySchema,
  INVOICES_EXPORT_HEADERS,
  InvoiceReplySchema,
  InvoicesListReplySchema,
  type InvoiceListItem,
} from '@kodumasinad/contract';
import { readSheet } from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvMoney } from '../../platform/spreadsheet-export.js';
import { ANNA, PEETER, loggedIn } from '../../test-support/checkout-fixtures.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import type { TestClient } from '../../test-support/test-client.js';
import { csvRows, expectExportFile, expectExportsNeedLogin } from '../../test-support/export-checks.js';
import { strict } from '../../test-support/strict.js';

let t: TestApp;
let anna: TestClient;
let peeter: TestClient;

beforeAll(async () => {
  t = await createTestApp({ TEST_BANK_ENABLED: 'false' });
  anna = await loggedIn(t.app, ANNA);
  peeter = await loggedIn(t.app, PEETER);
});

afterAll(async () => {
  await t.close();
});

/** Every invoice the list shows for the query, over all its pages. */
async function list(client: TestClient, query = ''): Promise<InvoiceListItem[]> {
  const items: InvoiceListItem[] = [];
  for (let page = 1; ; page++) {
    const response = await client.api('GET', `/api/invoices?per_page=100&page=${page}${query}`);
    expect(response.statusCode, response.body).toBe(200);
    const reply = strict(InvoicesListReplySchema).parse(response.json());
    items.push(...reply.data);
    if (page >= reply.meta.last_page) return items;
  }
}

const dotted = (day: string) => day.split('-').reverse().join('.');
/** A day as read-excel-file reads an Excel date cell: midnight UTC of that day. */
const excelDay = (day: string) => new Date(`${day}T00:00:00.000Z`);

async function referenceOf(client: TestClient, id: number): Promise<string> {
  const response = await client.api('GET', `/api/invoices/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return strict(InvoiceReplySchema).parse(response.json()).invoice.reference_number;
}

describe('GET /api/invoices/export.csv', () => {
  it('exports what /arved shows plus the reference: every invoice of the company, Estonian formats', async () => {
    const invoices = await list(anna);
    expect(invoices.length).toBeGreaterThan(3);
    const response = await anna.api('GET', '/api/invoices/export.csv');
    expectExportFile(response, 'arved', 'csv');
    const rows = csvRows(response.body);
    expect(rows[0]).toEqual([...INVOICES_EXPORT_HEADERS]);
    const body = rows.slice(1);
    expect(body.map((row) => row.slice(0, 7))).toEqual(
      invoices.map((i) => [
        i.number,
        dotted(i.issue_date),
        i.order_number,
        csvMoney(i.total_vat),
        csvMoney(i.paid),
        dotted(i.due_date),
        i.status_label,
      ]),
    );
    // The reference number (7-3-1) is the invoice's own, as its detail shows it.
    for (const [index, invoice] of invoices.slice(0, 3).entries())
      expect(body[index]?.[7]).toBe(await referenceOf(anna, invoice.id));
    expect(body.every((row) => /^\d{2,20}$/.test(row[7] ?? ''))).toBe(true);
    // A decimal comma and two decimals; the status labels in Estonian with their letters.
    expect(body[0]?.[3]).toMatch(/^\d+,\d{2}$/);
    expect(body.map((row) => row[6])).toContain('Tähtaeg ületatud');
  });

  it('applies the list filters, search and sort, and keeps each company to its own invoices', async () => {
    const overdue = await list(anna, '&status=overdue&sort=due_asc');
    expect(overdue.length).toBeGreaterThan(0);
    const filtered = csvRows(
      (await anna.api('GET', '/api/invoices/export.csv?status=overdue&sort=due_asc')).body,
    );
    expect(filtered.slice(1).map((r) => r[0])).toEqual(overdue.map((i) => i.number));

    const sample = (await list(anna))[2] as InvoiceListItem;
    const day = sample.issue_date;
    const period = csvRows((await anna.api('GET', `/api/invoices/export.csv?from=${day}&to=${day}`)).body);
    expect(period.slice(1).map((r) => r[0])).toEqual(
      (await list(anna, `&from=${day}&to=${day}`)).map((i) => i.number),
    );
    expect(period.slice(1).every((r) => r[1] === dotted(day))).toBe(true);
    const search = csvRows(
      (await anna.api('GET', `/api/invoices/export.csv?q=${sample.number.slice(-6).toLowerCase()}`)).body,
    );
    expect(search.slice(1).map((r) => r[0])).toEqual([sample.number]);
    const none = csvRows((await anna.api('GET', '/api/invoices/export.csv?from=2999-01-01')).body);
    expect(none).toEqual([[...INVOICES_EXPORT_HEADERS]]);

    const annas = new Set((await list(anna)).map((i) => i.number));
    const peeters = csvRows((await peeter.api('GET', '/api/invoices/export.csv')).body).slice(1);
    expect(peeters.length).toBe((await list(peeter)).length);
    expect(peeters.length).toBeGreaterThan(0);
    expect(peeters.some((r) => annas.has(r[0] as string))).toBe(false);
    // Another company's number finds nothing in Anna's export.
    const foreign = csvRows((await anna.api('GET', `/api/invoices/export.csv?q=${peeters[0]?.[0]}`)).body);
    expect(foreign).toEqual([[...INVOICES_EXPORT_HEADERS]]);
  });

  it('refuses bad filters with 422 field errors and needs a login', async () => {
    const bad = await anna.api('GET', '/api/invoices/export.csv?status=late&to=yesterday&sort=price');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(strict(ErrorReplySchema).parse(bad.json()).errors ?? {}).sort()).toEqual([
      'sort',
      'status',
      'to',
    ]);
    const period = await anna.api('GET', '/api/invoices/export.xlsx?from=2026-03-02&to=2026-03-01');
    expect(period.statusCode).toBe(422);
    expect(Object.keys(strict(ErrorReplySchema).parse(period.json()).errors ?? {})).toEqual(['to']);
    const long = await anna.api('GET', `/api/invoices/export.csv?q=${'A'.repeat(31)}`);
    expect(long.statusCode).toBe(422);
    await expectExportsNeedLogin(t.app, '/api/invoices/export');
  });
});

describe('GET /api/invoices/export.xlsx', () => {
  it('exports the same rows with amounts as numbers in euros and days as real dates', async () => {
    const invoices = await list(anna, '&status=paid');
    expect(invoices.length).toBeGreaterThan(0);
    const response = await anna.api('GET', '/api/invoices/export.xlsx?status=paid');
    expectExportFile(response, 'arved', 'xlsx');
    const rows = await readSheet(response.rawPayload);
    expect(rows[0]).toEqual([...INVOICES_EXPORT_HEADERS]);
    expect(rows.slice(1).map((row) => row.slice(0, 7))).toEqual(
      invoices.map((i) => [
        i.number,
        excelDay(i.issue_date),
        i.order_number,
        i.total_vat / 100,
        i.paid / 100,
        excelDay(i.due_date),
        i.status_label,
      ]),
    );
    expect(rows[1]?.[7]).toBe(await referenceOf(anna, (invoices[0] as InvoiceListItem).id));
  });
});
