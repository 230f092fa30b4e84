import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Import, ImportProfile } from '@kodumasinad/contract/admin';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { postForm } from '../../../test-support/multipart.js';
import { staffClient, type StaffTestClient } from '../../../test-support/staff-client.js';
import { createTestApp, type TestApp } from '../../../test-support/test-app.js';
import { TestClient } from '../../../test-support/test-client.js';
import {
  FORMULA_MESSAGE,
  REPEATED_KEY_MESSAGE,
  UNKNOWN_BRAND_MESSAGE,
  UNKNOWN_CATEGORY_MESSAGE,
} from './import-check.js';

/**
 * Issue 24's supplier imports over the API: the dry run and apply of files full of bad rows in
 * several encodings and separators, an idempotent re-import, cancel between batches, resume after
 * a restart, the export → import round trip and the staff guard.
 */

let t: TestApp;
let catalog: StaffTestClient;

const HEADER = 'Kood;Nimetus;Kategooria;Kaubamärk;Hind;Jaehind;Energiaklass';

beforeAll(async () => {
  t = await createTestApp();
  catalog = await staffClient(t, 'catalog');
  await t.db
    .updateTable('attributes')
    .set({ choices: JSON.stringify(['A', 'B', 'C', 'D']) })
    .where('code', '=', 'energiaklass')
    .execute();
}, 60_000);

afterAll(async () => {
  await t.close();
});

const csv = (lines: string[]) => Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8');

async function start(
  data: Buffer,
  fields: Record<string, string> = {},
  filename = 'hinnakiri.csv',
  client: TestClient = catalog,
  app: TestApp = t,
): Promise<Import> {
  const response = await postForm(
    client,
    '/api/admin/imports',
    { key: 'code', ...fields },
    { data, filename },
  );
  expect(response.statusCode, response.body).toBe(202);
  await app.app.imports.jobs.idle();
  return current((response.json() as { import: Import }).import.id, client);
}

async function current(id: number, client: TestClient = catalog): Promise<Import> {
  const response = await client.api('GET', `/api/admin/imports/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { import: Import }).import;
}

const guessed = (headers: string) =>
  JSON.stringify(
    Object.fromEntries(
      headers.split(';').map((header) => [
        header,
        {
          Kood: 'code',
          Nimetus: 'title',
          Kategooria: 'category',
          Kaubamärk: 'brand',
          Hind: 'price',
          Jaehind: 'retail_price',
          Kampaaniahind: 'campaign_price',
          Energiaklass: 'attr:energiaklass',
        }[header] ?? '',
      ]),
    ),
  );

async function product(code: string) {
  return t.db.selectFrom('products').selectAll().where('code', '=', code).executeTakeFirst();
}

describe('supplier imports', () => {
  it('refuses buyers, anonymous callers and other staff roles', async () => {
    const anonymous = new TestClient(t.app);
    await anonymous.page();
    expect((await anonymous.api('GET', '/api/admin/imports')).statusCode).toBe(401);
    const buyer = new TestClient(t.app);
    await buyer.login('anna@kodumasin.test');
    expect([401, 403]).toContain((await buyer.api('GET', '/api/admin/imports')).statusCode);
    const sales = await staffClient(t, 'sales');
    expect((await sales.api('GET', '/api/admin/imports')).statusCode).toBe(403);
    expect((await sales.api('GET', '/api/admin/products/export.csv')).statusCode).toBe(403);
    const admin = await staffClient(t, 'admin');
    expect((await admin.api('GET', '/api/admin/imports')).statusCode).toBe(200);
    expect((await catalog.api('GET', '/api/admin/import-profiles')).statusCode).toBe(200);
  });

  it('previews a file: its header, first rows and the mapping guessed from Estonian labels', async () => {
    const response = await postForm(
      catalog,
      '/api/admin/imports/preview',
      {},
      {
        data: csv([`${HEADER};Tarnija kood;Märkus`, 'X1;Masin;Pesumasinad;Bosch;100;150;A;S-1;-']),
        filename: 'a.csv',
      },
    );
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as { columns: string[]; rows: string[][]; mapping: Record<string, string> };
    expect(body.columns[0]).toBe('Kood');
    expect(body.rows).toEqual([['X1', 'Masin', 'Pesumasinad', 'Bosch', '100', '150', 'A', 'S-1', '-']]);
    expect(body.mapping).toEqual({
      Kood: 'code',
      Nimetus: 'title',
      Kategooria: 'category',
      Kaubamärk: 'brand',
      Hind: 'price',
      Jaehind: 'retail_price',
      Energiaklass: 'attr:energiaklass',
      'Tarnija kood': 'supplier_code',
      Märkus: '',
    });
  });

  it('refuses a file that is not a table with an Estonian message', async () => {
    const mapping = guessed(HEADER);
    const wrongType = await postForm(
      catalog,
      '/api/admin/imports',
      { mapping },
      {
        data: Buffer.from('x'),
        filename: 'pilt.png',
      },
    );
    expect(wrongType.statusCode).toBe(422);
    expect(wrongType.json()).toMatchObject({ errors: { file: ['Fail peab olema CSV- või XLSX-fail.'] } });
    const binary = await postForm(
      catalog,
      '/api/admin/imports',
      { mapping },
      {
        data: Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0]),
        filename: 'hinnad.csv',
      },
    );
    expect(binary.statusCode).toBe(422);
    expect(binary.json()).toMatchObject({ errors: { file: [expect.stringMatching(/CSV|lugeda/)] } });
    const noKey = await postForm(
      catalog,
      '/api/admin/imports',
      { mapping: '{"Nimetus":"title"}' },
      {
        data: csv([HEADER]),
        filename: 'a.csv',
      },
    );
    expect(noKey.statusCode).toBe(422);
    expect(Object.keys(noKey.json().errors as object)).toEqual(['mapping']);
    const badJson = await postForm(
      catalog,
      '/api/admin/imports',
      { mapping: '{not json' },
      { data: csv([HEADER]), filename: 'a.csv' },
    );
    expect(badJson.statusCode).toBe(422);
    expect(badJson.json()).toMatchObject({ errors: { mapping: ['Veergude vastendus ei ole korrektne.'] } });
    // No refused upload is left behind in the spool folder (removed once each reply is out).
    await vi.waitFor(() => expect(readdirSync(join(t.dataDir, 'uploads'))).toEqual([]));
  });

  it('dry-runs a Windows-1257 file full of bad rows, then applies the good ones and re-imports as unchanged', async () => {
    const lines = [
      HEADER,
      'IMP-1;Pesumasin "Õnn";Pesumasinad;Bosch;1 234,56;1999,00;A',
      'IMP-2;"Kuivati, kahe\r\nrea nimega";Pesu ja kuivatus > Kuivatid;bosch;500;700;B',
      'IMP-3;Vale kategooria;Puuduvad;Bosch;100;150;A',
      'IMP-4;Vale hind;Pesumasinad;Bosch;12,3x;150;A',
      'IMP-1;Kordus;Pesumasinad;Bosch;100;150;A',
      'IMP-5;=HYPERLINK("http://x");Pesumasinad;Bosch;100;150;A',
      'IMP-6;Vale klass;Pesumasinad;Tundmatu;100;150;Z',
    ];
    const data = Buffer.from(`${lines.join('\r\n')}\r\n`, 'latin1');
    // Õ is 0xD5 in Windows-1257 as in Latin-1; the file is not UTF-8.
    expect(data.includes(0xd5)).toBe(true);
    const checked = await start(data, { mapping: guessed(HEADER) });
    expect(checked.status).toBe('checked');
    expect(checked.rows_total).toBe(7);
    expect(checked.counts).toEqual({ create: 2, change: 0, unchanged: 0, error: 5, hide: 0 });
    const byLine = (line: number) => checked.errors.filter((error) => error.line === line);
    expect(byLine(5)).toEqual([{ line: 5, column: 'Kategooria', message: UNKNOWN_CATEGORY_MESSAGE }]);
    expect(byLine(6)).toEqual([
      { line: 6, column: 'Hind', message: 'Hind peab olema arv 0 kuni 10 000 000 eurot.' },
    ]);
    expect(byLine(7)).toEqual([{ line: 7, column: 'Kood', message: `${REPEATED_KEY_MESSAGE} 2.` }]);
    expect(byLine(8)).toEqual([{ line: 8, column: 'Nimetus', message: FORMULA_MESSAGE }]);
    expect(byLine(9)).toEqual([
      { line: 9, column: 'Kaubamärk', message: UNKNOWN_BRAND_MESSAGE },
      { line: 9, column: 'Energiaklass', message: 'Väärtus ei ole selle omaduse valikute hulgas.' },
    ]);
    expect(await product('IMP-1')).toBeUndefined();

    const errorsCsv = await catalog.api('GET', `/api/admin/imports/${checked.id}/errors.csv`);
    expect(errorsCsv.statusCode).toBe(200);
    expect(errorsCsv.body).toContain('Rida;Veerg;Viga;Kood;Nimetus');
    // The formula comes back inert.
    expect(errorsCsv.body).toContain(`8;Nimetus;${FORMULA_MESSAGE};IMP-5;"'=HYPERLINK(""http://x"")"`);

    const apply = await catalog.api('POST', `/api/admin/imports/${checked.id}/apply`);
    expect(apply.statusCode, apply.body).toBe(202);
    await t.app.imports.jobs.idle();
    const done = await current(checked.id);
    expect(done.status).toBe('done');
    expect(done.applied).toEqual({ create: 2, change: 0, unchanged: 0, error: 5, hide: 0 });
    const one = await product('IMP-1');
    expect(one).toMatchObject({ title: 'Pesumasin "Õnn"', price_cents: 123456, retail_cents: 199900 });
    expect((await product('IMP-2'))?.title).toBe('Kuivati, kahe\r\nrea nimega');
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'import')
      .where('entity_id', '=', String(checked.id))
      .execute();
    expect(audit.map((entry) => entry.action)).toEqual(['import.apply']);
    expect(JSON.parse(audit[0]?.after_json ?? '{}')).toMatchObject({
      file: 'hinnakiri.csv',
      create: 2,
      error: 5,
    });

    // The same file again: nothing to create or change.
    const again = await start(data, { mapping: guessed(HEADER) });
    expect(again.counts).toEqual({ create: 0, change: 0, unchanged: 2, error: 5, hide: 0 });
    expect(again.field_changes).toEqual({});
  });

  it('reads comma and tab files with a byte-order mark, and counts the changes per field', async () => {
    const comma = Buffer.from(
      `\uFEFFKood,Hind,Jaehind\r\nIMP-1,"1 300,00",1999.00\r\nIMP-2,500,"700,00"\r\n`,
      'utf8',
    );
    const prices = JSON.stringify({ Kood: 'code', Hind: 'price', Jaehind: 'retail_price' });
    const checked = await start(comma, { mapping: prices, options: JSON.stringify({ mode: 'prices' }) });
    expect(checked.errors).toEqual([]);
    expect(checked.counts).toEqual({ create: 0, change: 1, unchanged: 1, error: 0, hide: 0 });
    expect(checked.field_changes).toEqual({ price: 1 });

    const tab = Buffer.from('Kood\tHind\tJaehind\nIMP-1\t1300\t1999\nUUS-1\t1\t2\n', 'utf8');
    const tabbed = await start(tab, { mapping: prices, options: JSON.stringify({ mode: 'prices' }) });
    expect(tabbed.counts).toMatchObject({ change: 1, error: 1 });
    expect(tabbed.errors).toEqual([
      { line: 3, column: 'Kood', message: expect.stringContaining('Toodet ei leitud') },
    ]);
  });

  it('cancels an apply between batches: the committed batches stay and the log says which rows', async () => {
    const rows = Array.from({ length: 6 }, (_, i) => `CAN-${i};Toode ${i};Pesumasinad;Bosch;100;150;A`);
    const checked = await start(csv([HEADER, ...rows]), { mapping: guessed(HEADER) });
    expect(checked.counts.create).toBe(6);
    t.app.imports.job.batchRows = 2;
    t.app.imports.job.afterBatch = async (id) => {
      if (id === checked.id)
        expect((await catalog.api('POST', `/api/admin/imports/${id}/cancel`)).statusCode).toBe(200);
    };
    try {
      await catalog.api('POST', `/api/admin/imports/${checked.id}/apply`);
      await t.app.imports.jobs.idle();
    } finally {
      t.app.imports.job.batchRows = 1000;
      t.app.imports.job.afterBatch = undefined;
    }
    const cancelled = await current(checked.id);
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.rows_done).toBe(2);
    expect(cancelled.applied_line).toBe(3);
    expect(await product('CAN-1')).toBeDefined();
    expect(await product('CAN-2')).toBeUndefined();
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'after_json'])
      .where('entity', '=', 'import')
      .where('entity_id', '=', String(checked.id))
      .execute();
    expect(audit.map((entry) => entry.action)).toEqual(['import.cancel']);
    expect(JSON.parse(audit[0]?.after_json ?? '{}')).toMatchObject({ applied_through_line: 3, create: 2 });
    expect((await catalog.api('POST', `/api/admin/imports/${checked.id}/cancel`)).statusCode).toBe(409);
  });

  it('resumes an apply that a dead process left, from the line its last batch committed', async () => {
    const rows = Array.from({ length: 4 }, (_, i) => `RES-${i};Toode ${i};Pesumasinad;Bosch;100;150;A`);
    const checked = await start(csv([HEADER, ...rows]), { mapping: guessed(HEADER) });
    // A process applied the first two rows (through line 3), then died.
    t.app.imports.job.batchRows = 2;
    t.app.imports.job.afterBatch = () => {
      throw new Error('the process dies');
    };
    try {
      await catalog.api('POST', `/api/admin/imports/${checked.id}/apply`);
      await t.app.imports.jobs.idle();
    } finally {
      t.app.imports.job.batchRows = 1000;
      t.app.imports.job.afterBatch = undefined;
    }
    await t.db
      .updateTable('imports')
      .set({
        status: 'applying',
        error: null,
        finished_at: null,
        claimed_by: 'dead',
        heartbeat_at: '2020-01-01T00:00:00.000Z',
      })
      .where('id', '=', checked.id)
      .execute();
    expect(await product('RES-1')).toBeDefined();
    expect(await product('RES-2')).toBeUndefined();

    const second = await createTestApp({}, {}, t);
    try {
      await second.app.ready();
      await second.app.imports.jobs.idle();
    } finally {
      await second.close();
    }
    const done = await current(checked.id);
    expect(done.status).toBe('done');
    expect(done.rows_done).toBe(4);
    expect(done.applied).toMatchObject({ create: 4 });
    for (const i of [0, 1, 2, 3]) expect(await product(`RES-${i}`)).toBeDefined();
  });

  it('exports the filtered products in the import columns and imports them back with nothing changed', async () => {
    const category = await t.db
      .selectFrom('categories')
      .select('id')
      .where('slug', '=', 'kuivatid')
      .executeTakeFirstOrThrow();
    const exported = await catalog.api('GET', `/api/admin/products/export.csv?category=${category.id}`);
    expect(exported.statusCode).toBe(200);
    const [header = '', ...rows] = exported.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(header.startsWith('Kood;Nimetus;Aadress;Kategooria;Kaubamärk;Hind;Jaehind')).toBe(true);
    expect(rows.filter((row) => row !== '').length).toBeGreaterThan(1);

    const preview = await postForm(
      catalog,
      '/api/admin/imports/preview',
      {},
      {
        data: Buffer.from(exported.body, 'utf8'),
        filename: 'eksport.csv',
      },
    );
    const { mapping } = preview.json() as { mapping: Record<string, string> };
    const roundTrip = await start(
      Buffer.from(exported.body, 'utf8'),
      { mapping: JSON.stringify(mapping) },
      'eksport.csv',
    );
    expect(roundTrip.status).toBe('checked');
    expect(roundTrip.errors).toEqual([]);
    expect(roundTrip.counts).toMatchObject({ create: 0, change: 0, error: 0 });
    const inCategory = await t.db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('category_id', '=', category.id)
      .executeTakeFirstOrThrow();
    expect(roundTrip.counts.unchanged).toBe(Number(inCategory.n));

    const xlsx = await catalog.api('GET', `/api/admin/products/export.xlsx?category=${category.id}`);
    expect(xlsx.statusCode).toBe(200);
    const fromXlsx = await start(xlsx.rawPayload, { mapping: JSON.stringify(mapping) }, 'eksport.xlsx');
    expect(fromXlsx.errors).toEqual([]);
    expect(fromXlsx.counts).toMatchObject({ create: 0, change: 0, error: 0 });
  });

  it('saves, changes and deletes supplier profiles, and starts an import from one', async () => {
    const created = await catalog.api('POST', '/api/admin/import-profiles', {
      name: 'Hinnad',
      supplier: 'Tarnija OÜ',
      mapping: { Kood: 'code', Hind: 'price' },
      key: 'code',
    });
    expect(created.statusCode, created.body).toBe(201);
    const { profile } = created.json() as { profile: { id: number } };
    const bad = await catalog.api('PUT', `/api/admin/import-profiles/${profile.id}`, {
      name: '',
      supplier: 'x',
      mapping: {},
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ errors: { name: ['Nimi on nõutud väli (kuni 100 märki).'] } });
    const fromProfile = await start(csv(['Kood;Hind', 'IMP-2;500']), {
      profile_id: String(profile.id),
      options: JSON.stringify({ mode: 'prices' }),
    });
    expect(fromProfile.counts).toMatchObject({ unchanged: 1, error: 0 });
    expect((await catalog.api('DELETE', `/api/admin/import-profiles/${profile.id}`)).statusCode).toBe(200);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'import')
      .where('entity_id', '=', `profile-${profile.id}`)
      .orderBy('id')
      .execute();
    expect(audit.map((entry) => entry.action)).toEqual(['import.profile_create', 'import.profile_delete']);
    expect((await catalog.api('DELETE', `/api/admin/import-profiles/${profile.id}`)).statusCode).toBe(404);
  });

  it('imports the sample supplier file cleanly with its demo profile, then hides what the supplier dropped', async () => {
    const profiles = (await catalog.api('GET', '/api/admin/import-profiles')).json() as {
      data: ImportProfile[];
    };
    const full = profiles.data.find((profile) => profile.name === 'Hinnakiri (kõik väljad)');
    expect(profiles.data).toHaveLength(2);
    if (full === undefined) throw new Error('no demo profile');
    const sample = readFileSync(
      new URL('../../../../../../docs/samples/tarnija-hinnakiri.csv', import.meta.url),
    );
    const options = JSON.stringify({ mode: 'all', supplier: full.supplier });
    const checked = await start(sample, { profile_id: String(full.id), options }, 'tarnija-hinnakiri.csv');
    expect(checked.errors).toEqual([]);
    expect(checked.counts).toEqual({ create: 6, change: 0, unchanged: 0, error: 0, hide: 0 });
    await catalog.api('POST', `/api/admin/imports/${checked.id}/apply`);
    await t.app.imports.jobs.idle();
    expect((await current(checked.id)).status).toBe('done');
    expect(await product('TRN-1005')).toMatchObject({
      price_cents: 104900,
      retail_cents: 149900,
      supplier: full.supplier,
      supplier_code: 'NA-FR-60',
    });
    expect(await product('TRN-1002')).toMatchObject({
      campaign_price_cents: 57900,
      discount_start: '2026-01-01',
      discount_end: '2026-12-31',
    });

    // The next list lacks the last product: with hide_missing it is hidden, the rest left alone.
    const lines = sample.toString('utf8').split('\r\n');
    const shorter = Buffer.from(lines.filter((line) => !line.startsWith('TRN-1006')).join('\r\n'), 'utf8');
    const hiding = JSON.stringify({ mode: 'all', supplier: full.supplier, hide_missing: true });
    const second = await start(shorter, { profile_id: String(full.id), options: hiding });
    expect(second.counts).toEqual({ create: 0, change: 0, unchanged: 5, error: 0, hide: 1 });
    await catalog.api('POST', `/api/admin/imports/${second.id}/apply`);
    await t.app.imports.jobs.idle();
    expect((await product('TRN-1006'))?.hidden).toBe(1);
    expect((await product('TRN-1005'))?.hidden).toBe(0);
  });
});
