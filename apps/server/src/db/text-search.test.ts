import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANNA, loggedIn, PEETER } from '../test-support/checkout-fixtures.js';
import { newOffer } from '../test-support/offer-fixtures.js';
import { staffClient, type StaffTestClient } from '../test-support/staff-client.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import type { TestClient } from '../test-support/test-client.js';
import { foldText } from './text-search.js';

/**
 * Every list's search folds Õ/Ä/Ö/Ü/Š/Ž like their lower-case forms, either way round (issue 22,
 * decision 067), on both databases: a value stored in capitals is found by lower-case text and a
 * lower-case one by capitals.
 */
let t: TestApp;
let admin: StaffTestClient;
let anna: TestClient;
let peeter: TestClient;

/** Stored in capitals, searched in lower case. */
const UPPER_NAME = 'ÕUNAPUU ÄRI ÖÖ OÜ';
/** Stored in lower case, searched in capitals. */
const LOWER_NAME = 'šampanja žürii üüd as';

beforeAll(async () => {
  t = await createTestApp();
  admin = await staffClient(t, 'admin');
  anna = await loggedIn(t.app, ANNA);
  peeter = await loggedIn(t.app, PEETER);
  await t.db
    .updateTable('b2b_clients')
    .set({ name: UPPER_NAME })
    .where('name', '=', 'Kodumasin Pluss OÜ')
    .execute();
  await t.db
    .updateTable('b2b_clients')
    .set({ name: LOWER_NAME })
    .where('name', '=', 'Ehitusmaailm AS')
    .execute();
});

afterAll(async () => {
  await t.close();
});

const q = (text: string) => encodeURIComponent(text);

/** The list's reply body for the search `text` (200 expected). */
async function search(client: TestClient, path: string, text: string, param = 'q'): Promise<string> {
  const separator = path.includes('?') ? '&' : '?';
  const response = await client.api('GET', `${path}${separator}${param}=${q(text)}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.body;
}

const rowsOf = (body: string) => (JSON.parse(body) as { data: unknown[] }).data;

describe('the fold used by every search', () => {
  it('folds the Estonian capitals like lower()', () => {
    expect(foldText('ÕÄÖÜŠŽ')).toBe('õäöüšž');
  });

  it('folds them in SQL on this database too, also under a C ctype on PostgreSQL', async () => {
    const { rows } = await sql<{ folded: string }>`select fold_text(${'ÕÄÖÜŠŽ Õunapuu'}) as folded`.execute(
      t.db,
    );
    expect(rows[0]?.folded).toBe('õäöüšž õunapuu');
    if (t.config.database.kind === 'postgres') {
      // lower() under the C collation folds ASCII only; fold_text still folds the Estonian letters.
      const c = await sql<{
        folded: string;
      }>`select fold_text(${'ÕÄÖÜŠŽ Õunapuu'} collate "C") as folded`.execute(t.db);
      expect(c.rows[0]?.folded).toBe('õäöüšž õunapuu');
    }
  });
});

describe('searching with Estonian letters in either case', () => {
  it('back-office clients', async () => {
    const byLower = rowsOf(await search(admin, '/api/admin/clients', 'õunapuu äri öö'));
    expect(JSON.stringify(byLower)).toContain(UPPER_NAME);
    const byUpper = rowsOf(await search(admin, '/api/admin/clients', 'ŠAMPANJA ŽÜRII ÜÜD'));
    expect(JSON.stringify(byUpper)).toContain(LOWER_NAME);
    expect(rowsOf(await search(admin, '/api/admin/clients', 'ÕUNAPUU ŽÜRII'))).toEqual([]);
  });

  it('back-office orders (the company ordered as or the client)', async () => {
    await t.db
      .updateTable('orders')
      .set({ company: 'ÕNNELIK ÄÄR' })
      .where('b2b_client_id', '=', (await clientId(LOWER_NAME)) ?? 0)
      .execute();
    const byLower = rowsOf(await search(admin, '/api/admin/orders', 'õunapuu äri'));
    expect(byLower.length).toBeGreaterThan(0);
    const byUpper = rowsOf(await search(admin, '/api/admin/orders', 'ŠAMPANJA ŽÜRII'));
    expect(byUpper.length).toBeGreaterThan(0);
    expect(rowsOf(await search(admin, '/api/admin/orders', 'õnnelik äär'))).toHaveLength(byUpper.length);
  });

  it('back-office invoices (by the company and by the order number)', async () => {
    const byLower = rowsOf(await search(admin, '/api/admin/invoices', 'õunapuu äri'));
    expect(byLower.length).toBeGreaterThan(0);
    expect(JSON.stringify(byLower)).not.toContain(LOWER_NAME);
    const byUpper = rowsOf(await search(admin, '/api/admin/invoices', 'ŠAMPANJA ŽÜRII'));
    expect(byUpper.length).toBeGreaterThan(0);
    const sample = byUpper[0] as { id: number; order_number: string; number: string };
    expect(sample.number).not.toContain(sample.order_number);
    const byOrder = rowsOf(await search(admin, '/api/admin/invoices', sample.order_number.toLowerCase()));
    expect(byOrder.map((row) => (row as { id: number }).id)).toContain(sample.id);
  });

  it("the buyer's invoices (by the order number too)", async () => {
    const all = rowsOf(await search(peeter, '/api/invoices?per_page=100', ''));
    const sample = all[0] as { id: number; order_number: string; number: string };
    expect(sample.number).not.toContain(sample.order_number);
    const found = rowsOf(await search(peeter, '/api/invoices', sample.order_number.toLowerCase()));
    expect(found.map((row) => (row as { id: number }).id)).toEqual([sample.id]);
  });

  it("the buyer's offers", async () => {
    await newOffer(anna, 'ÕUNAPUU KÖÖK');
    await newOffer(anna, 'šveitsi žalusii');
    const byLower = await search(anna, '/api/offers/open', 'õunapuu köök', 'search');
    expect(JSON.stringify(rowsOf(byLower))).toContain('ÕUNAPUU KÖÖK');
    const byUpper = await search(anna, '/api/offers/open', 'ŠVEITSI ŽALUSII', 'search');
    expect(JSON.stringify(rowsOf(byUpper))).toContain('šveitsi žalusii');
  });

  it('back-office feedback', async () => {
    await t.db
      .insertInto('feedback')
      .values(
        [
          { user_id: null, name: 'ÜLLE ÖÖBIK', email: 'ulle@x.test', phone: null, message: 'Tere', ip: null },
          {
            user_id: null,
            name: 'žanna šõkk',
            email: 'zanna@x.test',
            phone: null,
            message: 'Tere',
            ip: null,
          },
        ].map((row) => ({ ...row, created_at: new Date().toISOString(), read_at: null, answered_at: null })),
      )
      .execute();
    expect(await search(admin, '/api/admin/feedback', 'ülle ööbik')).toContain('ÜLLE ÖÖBIK');
    expect(await search(admin, '/api/admin/feedback', 'ŽANNA ŠÕKK')).toContain('žanna šõkk');
  });

  it('back-office staff and audit log (by the staff name)', async () => {
    await t.db.updateTable('staff').set({ name: 'ÕIE ÄÄRMA' }).where('id', '=', admin.staff.id).execute();
    const other = await staffClient(t, 'sales');
    await t.db.updateTable('staff').set({ name: 'širli žukova' }).where('id', '=', other.staff.id).execute();
    expect(await search(admin, '/api/admin/staff', 'õie äärma')).toContain('ÕIE ÄÄRMA');
    expect(await search(admin, '/api/admin/staff', 'ŠIRLI ŽUKOVA')).toContain('širli žukova');
    expect(rowsOf(await search(admin, '/api/admin/audit', 'õie äärma')).length).toBeGreaterThan(0);
    expect(rowsOf(await search(admin, '/api/admin/audit', 'ŠIRLI ŽUKOVA')).length).toBeGreaterThan(0);
    expect(rowsOf(await search(admin, '/api/admin/audit', 'ÕIE ŽUKOVA'))).toEqual([]);
  });

  it('back-office pages and news', async () => {
    for (const [slug, title] of [
      ['oun', 'ÕUNTE HOIDMINE'],
      ['sokk', 'šokolaadi žanr'],
    ]) {
      const page = await admin.api('POST', '/api/admin/pages', { slug, title, content: '<p>x</p>' });
      expect(page.statusCode, page.body).toBe(200);
      const news = await admin.api('POST', '/api/admin/news', {
        title,
        date: '2026-01-05',
        excerpt: '',
        content: '<p>x</p>',
        published: false,
      });
      expect(news.statusCode, news.body).toBe(200);
    }
    for (const path of ['/api/admin/pages', '/api/admin/news']) {
      expect(await search(admin, path, 'õunte hoidmine')).toContain('ÕUNTE HOIDMINE');
      expect(await search(admin, path, 'ŠOKOLAADI ŽANR')).toContain('šokolaadi žanr');
    }
  });
});

async function clientId(name: string): Promise<number | undefined> {
  const row = await t.db.selectFrom('b2b_clients').select('id').where('name', '=', name).executeTakeFirst();
  return row?.id;
}
