import { ErrorReplySchema, ORDERS_EXPORT_HEADERS, OrdersListReplySchema } from '@kodumasinad/contract';
import { readSheet } from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANNA, PEETER, loggedIn } from '../../test-support/checkout-fixtures.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import type { TestClient } from '../../test-support/test-client.js';
import { csvRows, expectExportFile, expectExportsNeedLogin } from '../../test-support/export-checks.js';
import { strict } from '../../test-support/strict.js';
import { csvMoney } from '../../platform/spreadsheet-export.js';

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

const list = async (client: TestClient, query = '') => {
  const response = await client.api('GET', `/api/orders?per_page=100${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return strict(OrdersListReplySchema).parse(response.json()).data;
};

const tallinnDay = (iso: string) => {
  const [y, m, d] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Tallinn' })
    .format(new Date(iso))
    .split('-');
  return `${d}.${m}.${y}`;
};

/** The Tallinn day of an instant as read-excel-file reads an Excel date cell: midnight UTC. */
const excelDay = (iso: string) =>
  new Date(
    `${new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Tallinn' }).format(new Date(iso))}T00:00:00.000Z`,
  );

describe('GET /api/orders/export.csv', () => {
  it('exports what the list shows: every order of the company, newest first, Estonian formats', async () => {
    const orders = await list(anna);
    const response = await anna.api('GET', '/api/orders/export.csv');
    expectExportFile(response, 'tellimused', 'csv');
    const rows = csvRows(response.body);
    expect(rows[0]).toEqual([...ORDERS_EXPORT_HEADERS]);
    expect(rows.slice(1)).toEqual(
      orders.map((o) => [
        o.number,
        tallinnDay(o.created_at),
        o.placed_by,
        o.status_label,
        o.payment_status_label,
        o.payment_method_label ?? '',
        String(o.items),
        csvMoney(o.total),
        csvMoney(o.total_vat),
      ]),
    );
    // A decimal comma, two decimals: 1234,56.
    expect(rows[1]?.[8]).toMatch(/^\d+,\d{2}$/);
  });

  it('applies the list filters, and keeps each company to its own orders', async () => {
    const archived = await list(anna, '&status=archived');
    const rows = csvRows((await anna.api('GET', '/api/orders/export.csv?status=archived')).body);
    expect(rows.slice(1).map((r) => r[0])).toEqual(archived.map((o) => o.number));
    const none = csvRows((await anna.api('GET', '/api/orders/export.csv?from=2999-01-01')).body);
    expect(none).toEqual([[...ORDERS_EXPORT_HEADERS]]);
    const annas = new Set((await list(anna)).map((o) => o.number));
    const peeters = csvRows((await peeter.api('GET', '/api/orders/export.csv')).body).slice(1);
    expect(peeters.length).toBe((await list(peeter)).length);
    expect(peeters.some((r) => annas.has(r[0] as string))).toBe(false);
  });

  it('refuses bad filters with 422 and needs a login', async () => {
    const bad = await anna.api('GET', '/api/orders/export.csv?status=lost&to=yesterday');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(strict(ErrorReplySchema).parse(bad.json()).errors ?? {}).sort()).toEqual([
      'status',
      'to',
    ]);
    await expectExportsNeedLogin(t.app, '/api/orders/export');
  });
});

describe('GET /api/orders/export.xlsx', () => {
  it('exports the same rows with amounts as numbers in euros and days as real dates', async () => {
    const orders = await list(anna, '&status=archived');
    const response = await anna.api('GET', '/api/orders/export.xlsx?status=archived');
    expectExportFile(response, 'tellimused', 'xlsx');
    const rows = await readSheet(response.rawPayload);
    expect(rows[0]).toEqual([...ORDERS_EXPORT_HEADERS]);
    expect(rows.slice(1)).toEqual(
      orders.map((o) => [
        o.number,
        excelDay(o.created_at),
        o.placed_by,
        o.status_label,
        o.payment_status_label,
        o.payment_method_label ?? null,
        o.items,
        o.total / 100,
        o.total_vat / 100,
      ]),
    );
  });
});
