import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  IMPORT_FILE_TOO_LARGE_MESSAGE,
  IMPORT_NOT_CHECKED_MESSAGE,
  IMPORT_ZIP_TOO_LARGE_MESSAGE,
} from '@kodumasinad/contract/admin';
import { describe, expect, it, vi } from 'vitest';
import { UPLOAD_TOO_MANY_ROWS_MESSAGE } from '../../../platform/upload-reading.js';
import { postForm } from '../../../test-support/multipart.js';
import {
  catalog,
  csv,
  guessed,
  HEADER,
  product,
  start,
  t,
  useImportApp,
} from '../../../test-support/supplier-imports.js';

/**
 * Issue 24's caps on an import file over the API: 50 MB and 100,000 data rows. The server takes
 * both from the app's `importLimits` (the contract's IMPORT_MAX_FILE_BYTES and IMPORT_MAX_ROWS by
 * default); this file lowers them so that the refusals are cheap to reach: a file over the cap is
 * cut while it is received and refused with the Estonian 422, and nothing of it is kept; a file
 * over the row cap fails its dry run with the Estonian message and changes nothing.
 */

const MAX_FILE_BYTES = 4096;
const MAX_ROWS = 5;

useImportApp({ importLimits: { maxFileBytes: MAX_FILE_BYTES, maxRows: MAX_ROWS } });

/** A valid product file of exactly `bytes` bytes: its last row's unmapped note column is padded. */
function fileOf(bytes: number): Buffer {
  const head = csv([`${HEADER};Märkus`, 'CAP-1;Masin;Pesumasinad;Bosch;100;150;A;']);
  const data = Buffer.concat([
    head.subarray(0, head.length - 2),
    Buffer.alloc(bytes - head.length, 'x'),
    Buffer.from('\r\n'),
  ]);
  expect(data.length).toBe(bytes);
  return data;
}

const mapping = guessed(`${HEADER};Märkus`);
const importCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('imports')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const files = (folder: string) =>
  existsSync(join(t.dataDir, folder)) ? readdirSync(join(t.dataDir, folder)) : [];

describe('the file cap', () => {
  it('takes a file of exactly the cap and refuses one byte more with the Estonian 422, keeping nothing', async () => {
    const atCap = await start(fileOf(MAX_FILE_BYTES), { mapping });
    expect(atCap.status).toBe('checked');
    expect(atCap.counts).toMatchObject({ create: 1, error: 0 });
    const imports = await importCount();
    const stored = files('imports');

    const over = await postForm(
      catalog,
      '/api/admin/imports',
      { key: 'code', mapping },
      { data: fileOf(MAX_FILE_BYTES + 1), filename: 'hinnakiri.csv' },
    );
    expect(over.statusCode).toBe(422);
    expect(over.json()).toEqual({
      message: expect.any(String),
      code: 'validation',
      errors: { file: [IMPORT_FILE_TOO_LARGE_MESSAGE] },
    });
    const preview = await postForm(
      catalog,
      '/api/admin/imports/preview',
      {},
      { data: fileOf(MAX_FILE_BYTES + 1), filename: 'hinnakiri.csv' },
    );
    expect(preview.statusCode).toBe(422);
    expect(preview.json()).toMatchObject({ errors: { file: [IMPORT_FILE_TOO_LARGE_MESSAGE] } });
    // The picture ZIP beside the file has the same cap.
    const zip = await postForm(catalog, '/api/admin/imports', { key: 'code', mapping }, [
      { data: fileOf(200), filename: 'hinnakiri.csv' },
      { data: Buffer.alloc(MAX_FILE_BYTES + 1, 0), filename: 'pildid.zip', field: 'pictures' },
    ]);
    expect(zip.statusCode).toBe(422);
    expect(zip.json()).toMatchObject({ errors: { pictures: [IMPORT_ZIP_TOO_LARGE_MESSAGE] } });

    // No import, no stored file, no spooled upload left behind, no product.
    expect(await importCount()).toBe(imports);
    expect(files('imports')).toEqual(stored);
    await vi.waitFor(() => expect(files('uploads')).toEqual([]));
    expect(await product('CAP-1')).toBeUndefined();
  });
});

describe('the row cap', () => {
  const rows = (count: number) =>
    csv([
      HEADER,
      ...Array.from({ length: count }, (_, i) => `ROW-${i};Toode ${i};Pesumasinad;Bosch;100;150;A`),
    ]);

  it('checks a file of exactly the cap and fails a dry run over it with the Estonian message, changing nothing', async () => {
    const atCap = await start(rows(MAX_ROWS), { mapping: guessed(HEADER) });
    expect(atCap.status).toBe('checked');
    expect(atCap.rows_total).toBe(MAX_ROWS);
    expect(atCap.counts.create).toBe(MAX_ROWS);

    const over = await start(rows(MAX_ROWS + 1), { mapping: guessed(HEADER) });
    expect(over.status).toBe('failed');
    expect(over.error).toBe(UPLOAD_TOO_MANY_ROWS_MESSAGE);
    const apply = await catalog.api('POST', `/api/admin/imports/${over.id}/apply`);
    expect(apply.statusCode).toBe(409);
    expect(apply.json()).toMatchObject({ message: IMPORT_NOT_CHECKED_MESSAGE });
    expect(await product('ROW-0')).toBeUndefined();
  });
});
