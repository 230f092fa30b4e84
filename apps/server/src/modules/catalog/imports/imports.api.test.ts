import { readdirSync } from 'node:fs';
import { join } from 'node:path';

import { vi } from 'vitest';
import { postForm } from '../../../test-support/multipart.js';
import { staffClient } from '../../../test-support/staff-client.js';
import { TestClient as Client } from '../../../test-support/test-client.js';
import {
  FORMULA_MESSAGE,
  REPEATED_KEY_MESSAGE,
  UNKNOWN_BRAND_MESSAGE,
  UNKNOWN_CATEGORY_MESSAGE,
} from './import-check.js';
import { describe, expect, it } from 'vitest';
import {
  csv,
  guessed,
  HEADER,
  t,
  catalog,
  start,
  current,
  product,
  useImportApp,
} from '../../../test-support/supplier-imports.js';

/**
 * Issue 24's supplier imports over the API: the staff guard, the preview, the dry run and apply of
 * files full of bad rows in several encodings and separators, and an idempotent re-import.
 */

useImportApp();

describe('supplier imports', () => {
  it('refuses buyers, anonymous callers and other staff roles', async () => {
    const anonymous = new Client(t.app);
    await anonymous.page();
    expect((await anonymous.api('GET', '/api/admin/imports')).statusCode).toBe(401);
    const buyer = new Client(t.app);
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
    expect(checked.counts).toEqual({ create: 2, change: 0, unchanged: 0, error: 5, hide: 0, pictures: 0 });
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
    expect(done.applied).toEqual({ create: 2, change: 0, unchanged: 0, error: 5, hide: 0, pictures: 0 });
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
    expect(again.counts).toEqual({ create: 0, change: 0, unchanged: 2, error: 5, hide: 0, pictures: 0 });
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
    expect(checked.counts).toEqual({ create: 0, change: 1, unchanged: 1, error: 0, hide: 0, pictures: 0 });
    expect(checked.field_changes).toEqual({ price: 1 });

    const tab = Buffer.from('Kood\tHind\tJaehind\nIMP-1\t1300\t1999\nUUS-1\t1\t2\n', 'utf8');
    const tabbed = await start(tab, { mapping: prices, options: JSON.stringify({ mode: 'prices' }) });
    expect(tabbed.counts).toMatchObject({ change: 1, error: 1 });
    expect(tabbed.errors).toEqual([
      { line: 3, column: 'Kood', message: expect.stringContaining('Toodet ei leitud') },
    ]);
  });
});
