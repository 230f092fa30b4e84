import type { Import } from '@kodumasinad/contract/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExportCell } from '../../../platform/spreadsheet-export.js';
import { UPLOAD_TOO_LARGE_INFLATED_MESSAGE } from '../../../platform/upload-reading.js';
import { xlsxStream } from '../../../platform/xlsx-stream-writer.js';
import { postForm } from '../../../test-support/multipart.js';
import { staffClient, type StaffTestClient } from '../../../test-support/staff-client.js';
import { createTestApp, type TestApp } from '../../../test-support/test-app.js';
import { zipOf } from '../../../test-support/zip-bomb.js';

/**
 * XLSX imports over the API (decision 089): a workbook of a few thousand rows, read as a stream,
 * is dry-run and applied; a workbook whose sheet would inflate far past the caps (a zip bomb) is
 * refused with the Estonian 422 at upload, both when it declares its size and when it lies.
 */

let t: TestApp;
let catalog: StaffTestClient;

beforeAll(async () => {
  t = await createTestApp();
  catalog = await staffClient(t, 'catalog');
}, 60_000);

afterAll(async () => {
  await t.close();
});

const MAPPING = JSON.stringify({
  Kood: 'code',
  Nimetus: 'title',
  Kategooria: 'category',
  Kaubamärk: 'brand',
  Hind: 'price',
  Jaehind: 'retail_price',
});

async function workbook(rows: number): Promise<Buffer> {
  async function* pages(): AsyncGenerator<ExportCell[][]> {
    for (let from = 0; from < rows; from += 500) {
      yield Array.from({ length: Math.min(500, rows - from) }, (_, i): ExportCell[] => [
        { text: `XL-${from + i}` },
        { text: `Tabelitoode ${from + i}` },
        { text: 'Pesumasinad' },
        { text: 'Bosch' },
        { cents: 10_000 + from + i },
        { cents: 15_050 },
      ]);
    }
  }
  const parts: Buffer[] = [];
  for await (const part of xlsxStream(
    ['Kood', 'Nimetus', 'Kategooria', 'Kaubamärk', 'Hind', 'Jaehind'],
    pages(),
  ))
    parts.push(part);
  return Buffer.concat(parts);
}

/** A workbook whose one sheet is `sheet`, deflated; `declared` overrides the sheet's declared size. */
function bombWorkbook(sheet: Buffer, declared?: number): Buffer {
  const rel = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  const entries: [string, Buffer][] = [
    [
      'xl/workbook.xml',
      Buffer.from(`<workbook xmlns:r="${rel}"><sheets><sheet r:id="rId1"/></sheets></workbook>`),
    ],
    [
      'xl/_rels/workbook.xml.rels',
      Buffer.from(
        `<Relationships><Relationship Id="rId1" Type="${rel}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
      ),
    ],
    ['xl/worksheets/sheet1.xml', sheet],
  ];
  return zipOf(
    entries.map(([name, content]) => ({
      name,
      content,
      declaredSize: name.endsWith('sheet1.xml') ? declared : undefined,
    })),
  );
}

describe('XLSX imports', () => {
  it('dry-runs and applies a workbook of 3,000 rows read as a stream', async () => {
    const upload = await postForm(
      catalog,
      '/api/admin/imports',
      { key: 'code', mapping: MAPPING },
      { data: await workbook(3000), filename: 'tarnija.xlsx' },
    );
    expect(upload.statusCode, upload.body).toBe(202);
    await t.app.imports.jobs.idle();
    const id = (upload.json() as { import: Import }).import.id;
    const checked = (await catalog.api('GET', `/api/admin/imports/${id}`)).json().import as Import;
    expect(checked.status).toBe('checked');
    expect(checked.counts).toMatchObject({ create: 3000, error: 0 });
    expect((await catalog.api('POST', `/api/admin/imports/${id}/apply`)).statusCode).toBe(202);
    await t.app.imports.jobs.idle();
    const done = (await catalog.api('GET', `/api/admin/imports/${id}`)).json().import as Import;
    expect(done.status).toBe('done');
    const last = await t.db
      .selectFrom('products')
      .selectAll()
      .where('code', '=', 'XL-2999')
      .executeTakeFirst();
    expect(last).toMatchObject({ title: 'Tabelitoode 2999', price_cents: 12_999, retail_cents: 15_050 });
  }, 120_000);

  it('applies changes to many products at once, each group of changed columns in one statement', async () => {
    // XL-0 … XL-9 exist (the test above): five change their price, five their price and title.
    const lines = ['Kood;Nimetus;Hind'];
    for (let i = 0; i < 10; i++)
      lines.push(`XL-${i};${i < 5 ? `Tabelitoode ${i}` : `Uus nimi ${i}`};${500 + i},25`);
    const upload = await postForm(
      catalog,
      '/api/admin/imports',
      { key: 'code', mapping: JSON.stringify({ Kood: 'code', Nimetus: 'title', Hind: 'price' }) },
      { data: Buffer.from(lines.join('\r\n'), 'utf8'), filename: 'muutus.csv' },
    );
    expect(upload.statusCode, upload.body).toBe(202);
    await t.app.imports.jobs.idle();
    const id = (upload.json() as { import: Import }).import.id;
    const checked = (await catalog.api('GET', `/api/admin/imports/${id}`)).json().import as Import;
    expect(checked.counts).toMatchObject({ change: 10, error: 0 });
    expect((await catalog.api('POST', `/api/admin/imports/${id}/apply`)).statusCode).toBe(202);
    await t.app.imports.jobs.idle();
    const applied = (await catalog.api('GET', `/api/admin/imports/${id}`)).json().import as Import;
    expect(applied).toMatchObject({ status: 'done', applied: { change: 10, error: 0 } });
    const products = await t.db
      .selectFrom('products')
      .select(['code', 'title', 'price_cents', 'retail_cents'])
      .where(
        'code',
        'in',
        Array.from({ length: 11 }, (_, i) => `XL-${i}`),
      )
      .orderBy('id')
      .execute();
    expect(products.map((p) => [p.code, p.title, Number(p.price_cents), Number(p.retail_cents)])).toEqual([
      ...Array.from({ length: 10 }, (_, i) => [
        `XL-${i}`,
        i < 5 ? `Tabelitoode ${i}` : `Uus nimi ${i}`,
        50_025 + 100 * i,
        15_050,
      ]),
      ['XL-10', 'Tabelitoode 10', 10_010, 15_050],
    ]);
  }, 120_000);

  it('refuses a zip bomb with the Estonian 422 at upload, declared or lying about its size', async () => {
    // Some 48 MB of empty rows deflate to about 50 KB.
    const sheet = Buffer.from(`<worksheet><sheetData>${'<row/>'.repeat(8_000_000)}</sheetData></worksheet>`);
    for (const data of [bombWorkbook(sheet), bombWorkbook(sheet, 512 * 1024)]) {
      for (const path of ['/api/admin/imports/preview', '/api/admin/imports']) {
        const response = await postForm(
          catalog,
          path,
          { key: 'code', mapping: MAPPING },
          { data, filename: 'pomm.xlsx' },
        );
        expect(response.statusCode, response.body).toBe(422);
        expect(response.json()).toMatchObject({ errors: { file: [UPLOAD_TOO_LARGE_INFLATED_MESSAGE] } });
      }
    }
  }, 120_000);
});
