import {
  CartReplySchema,
  ErrorReplySchema,
  QUICK_ORDER_CODE_NOT_FOUND_MESSAGE,
  QUICK_ORDER_MAX_FILE_BYTES,
  QUICK_ORDER_TOO_MANY_LINES_MESSAGE,
  QuickOrderPreviewReplySchema,
} from '@kodumasinad/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_TOO_LARGE_INFLATED_MESSAGE } from '../../platform/upload-reading.js';
import { insertProducts } from '../../test-support/catalog-fixtures.js';
import { ANNA, loggedIn } from '../../test-support/checkout-fixtures.js';
import { uploadFile } from '../../test-support/multipart.js';
import { strict } from '../../test-support/strict.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import type { TestClient } from '../../test-support/test-client.js';
import { bombSheetXml, sheetXml, xlsxEntries, zipOf } from '../../test-support/zip-bomb.js';

let t: TestApp;
let anna: TestClient;

beforeAll(async () => {
  t = await createTestApp({ TEST_BANK_ENABLED: 'false' });
  await insertProducts(t.db, [{ code: 'WAT28420SN', brand: 'bosch', category: 'pesumasinad', price: 50000 }]);
  anna = await loggedIn(t.app, ANNA);
});

afterAll(async () => {
  await t.close();
});

const upload = (path: string, data: Buffer, filename: string) => uploadFile(anna, path, data, filename);

const summary = (
  lines: {
    line: number;
    code: string;
    quantity: number | null;
    product: { code: string } | null;
    message: string | null;
  }[],
) => lines.map((l) => [l.line, l.code, l.quantity, l.product?.code ?? null, l.message]);

async function annaCart() {
  return strict(CartReplySchema).parse((await anna.api('GET', '/api/cart')).json()).cart;
}

describe('POST /api/quick-order/preview with a hostile file (decision 062)', () => {
  /** Uploads `data` while asking /health over and over; the upload's reply and the slowest /health. */
  async function uploadWhileAskingHealth(data: Buffer, filename: string) {
    let done = false;
    const uploading = upload('/api/quick-order/preview', data, filename).finally(() => {
      done = true;
    });
    const latencies: number[] = [];
    do {
      const started = performance.now();
      const health = await t.app.inject({ method: 'GET', url: '/health' });
      latencies.push(performance.now() - started);
      expect(health.statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 5));
    } while (!done);
    return { response: await uploading, slowest: Math.max(...latencies) };
  }

  it('refuses an XLSX zip bomb with 422 on file while the server keeps answering', async () => {
    // ~100 kB that inflates to 100 MB: once declaring its size, once lying about it.
    const honest = zipOf(xlsxEntries(bombSheetXml(100)));
    const lying = zipOf(xlsxEntries(bombSheetXml(100), 60_000));
    for (const bomb of [honest, lying]) {
      expect(bomb.length).toBeLessThan(QUICK_ORDER_MAX_FILE_BYTES);
      const { response, slowest } = await uploadWhileAskingHealth(bomb, 'pomm.xlsx');
      expect(response.statusCode, response.body).toBe(422);
      expect(strict(ErrorReplySchema).parse(response.json()).errors).toEqual({
        file: [UPLOAD_TOO_LARGE_INFLATED_MESSAGE],
      });
      // Generous: a blocked main thread took tens of seconds here.
      expect(slowest).toBeLessThan(1500);
    }
    expect(await annaCart()).toMatchObject({ rows: [] });
  });

  it('refuses a small sheet that asks for a huge grid, in the worker, with 422', async () => {
    const sheet = Buffer.from(
      '<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
        '<dimension ref="A1:XFD1048576"/><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>WAT28420SN</t></is></c></row>' +
        '<row r="1048576"><c r="XFD1048576" t="inlineStr"><is><t>x</t></is></c></row></sheetData></worksheet>',
    );
    const { response, slowest } = await uploadWhileAskingHealth(zipOf(xlsxEntries(sheet)), 'ruudustik.xlsx');
    expect(response.statusCode, response.body).toBe(422);
    expect(Object.keys(strict(ErrorReplySchema).parse(response.json()).errors ?? {})).toEqual(['file']);
    expect(slowest).toBeLessThan(1500);
  });

  it('reads a hand-made XLSX with inline strings through the same path', async () => {
    const sheet = sheetXml([
      ['Kood', 'Kogus'],
      ['WAT28420SN', '3'],
    ]);
    const response = await upload('/api/quick-order/preview', zipOf(xlsxEntries(sheet)), 'tellimus.xlsx');
    expect(response.statusCode, response.body).toBe(200);
    expect(summary(strict(QuickOrderPreviewReplySchema).parse(response.json()).lines)).toEqual([
      [2, 'WAT28420SN', 3, 'WAT28420SN', null],
    ]);
  });

  it('holds CSV files to their limits: rows, columns and cell length', async () => {
    // Just under 1 MB of short lines: refused as too many lines, not read to the end.
    const long = Buffer.from(Array.from({ length: 100_000 }, (_, i) => `C${i};1`).join('\n'));
    expect(long.length).toBeLessThan(QUICK_ORDER_MAX_FILE_BYTES);
    const { response, slowest } = await uploadWhileAskingHealth(long, 'pikk.csv');
    expect(response.statusCode).toBe(422);
    expect(strict(ErrorReplySchema).parse(response.json()).errors).toEqual({
      file: [QUICK_ORDER_TOO_MANY_LINES_MESSAGE],
    });
    expect(slowest).toBeLessThan(1500);
    // One row of 50,000 columns and a 500 kB code: read, the code cut to 200 characters.
    const wide = Buffer.from(
      `${'X'.repeat(500_000)};2;${Array.from({ length: 50_000 }, () => 'y').join(';')}\n`,
    );
    const widePreview = await upload('/api/quick-order/preview', wide, 'lai.csv');
    expect(widePreview.statusCode, widePreview.body).toBe(200);
    const [line] = strict(QuickOrderPreviewReplySchema).parse(widePreview.json()).lines;
    expect(line).toMatchObject({
      line: 1,
      code: 'X'.repeat(200),
      quantity: 2,
      message: QUICK_ORDER_CODE_NOT_FOUND_MESSAGE,
    });
  });
});
