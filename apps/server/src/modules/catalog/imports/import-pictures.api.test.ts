import { existsSync, readdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import {
  IMPORT_PICTURE_PRIVATE_MESSAGE,
  IMPORT_PICTURE_TIMEOUT_MESSAGE,
  IMPORT_PICTURE_URL_MESSAGE,
  IMPORT_ZIP_ENTRY_SIZE_MESSAGE,
  IMPORT_ZIP_LINK_MESSAGE,
  IMPORT_ZIP_NAME_MESSAGE,
  IMPORT_ZIP_NO_PRODUCT_MESSAGE,
  PRODUCT_IMAGE_SIZE_MESSAGE,
  PRODUCT_IMAGE_TYPE_MESSAGE,
  type Import,
} from '@kodumasinad/contract/admin';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postForm } from '../../../test-support/multipart.js';
import { staffClient, type StaffTestClient } from '../../../test-support/staff-client.js';
import { createTestApp, type TestApp } from '../../../test-support/test-app.js';
import { zipOf as zipArchive } from '../../../test-support/zip-bomb.js';

/**
 * Issue 24's import pictures (decision 088) over the API: addresses fetched from a local server
 * (loopback allowed by the test setting), refused addresses (loopback without it, private ones),
 * too big, not a picture, too slow; the ZIP beside the file with good, bad, oversized and unsafe
 * entries; an idempotent re-import; the import's files removed when it ends or expires.
 */

let t: TestApp;
let catalog: StaffTestClient;
let server: Server;
let base = '';
let png: Buffer;
let jpeg: Buffer;

const HEADER = 'Kood;Nimetus;Kategooria;Kaubamärk;Hind;Jaehind;pilt;pilt2';
const MAPPING = JSON.stringify({
  Kood: 'code',
  Nimetus: 'title',
  Kategooria: 'category',
  Kaubamärk: 'brand',
  Hind: 'price',
  Jaehind: 'retail_price',
  pilt: 'pictures',
  pilt2: 'pictures',
});

beforeAll(async () => {
  t = await createTestApp({ IMPORT_PICTURES_ALLOW_LOOPBACK: 'true' });
  catalog = await staffClient(t, 'catalog');
  png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c00' } })
    .png()
    .toBuffer();
  jpeg = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#0c0' } })
    .jpeg()
    .toBuffer();
  server = createServer((request, response) => {
    const path = request.url ?? '';
    if (path === '/hea.png') response.end(png);
    else if (path === '/teine.jpg') response.end(jpeg);
    else if (path === '/suunab') response.writeHead(302, { location: '/teine.jpg' }).end();
    else if (path === '/suur.png') {
      // 16 MB streamed without a length: cut off past the cap.
      const chunk = Buffer.alloc(1024 * 1024);
      let sent = 0;
      const more = () => {
        while (sent < 16) {
          sent++;
          if (!response.write(chunk)) return void response.once('drain', more);
        }
        response.end();
      };
      more();
    } else if (path === '/tekst.png') response.end('see ei ole pilt');
    else if (path === '/aeglane.png') setTimeout(() => response.end(png), 5000).unref();
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 60_000);

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

const csv = (lines: string[]) => Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8');

async function run(
  lines: string[],
  zip?: { data: Buffer; filename?: string },
): Promise<{ checked: Import; done: Import }> {
  const files = [{ data: csv(lines), filename: 'pildid.csv' }];
  if (zip !== undefined)
    files.push({ data: zip.data, filename: zip.filename ?? 'pildid.zip', field: 'pictures' } as never);
  const response = await postForm(catalog, '/api/admin/imports', { key: 'code', mapping: MAPPING }, files);
  expect(response.statusCode, response.body).toBe(202);
  const id = (response.json() as { import: Import }).import.id;
  await t.app.imports.jobs.idle();
  const checked = await current(id);
  expect(checked.status, JSON.stringify(checked)).toBe('checked');
  const applied = await catalog.api('POST', `/api/admin/imports/${id}/apply`);
  expect(applied.statusCode, applied.body).toBe(202);
  await t.app.imports.jobs.idle();
  return { checked, done: await current(id) };
}

async function current(id: number): Promise<Import> {
  const response = await catalog.api('GET', `/api/admin/imports/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { import: Import }).import;
}

async function gallery(code: string) {
  const product = await t.db
    .selectFrom('products')
    .select(['id', 'filename'])
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  const images = await t.db
    .selectFrom('product_images')
    .select(['filename', 'source', 'width'])
    .where('product_id', '=', product.id)
    .orderBy('sort')
    .execute();
  return { product, images };
}

const row = (code: string, ...pictures: string[]) =>
  `${code};Pildiga masin ${code};Pesumasinad;Bosch;100;150;${pictures[0] ?? ''};${pictures[1] ?? ''}`;

/** A ZIP of the entries (deflated), a symbolic link when `link` is set. */
function zipOf(entries: { name: string; data: Buffer; link?: boolean }[]): Buffer {
  return zipArchive(entries.map(({ name, data, link }) => ({ name, content: data, link })));
}

describe('import pictures by address', () => {
  it('fetches the addresses into the gallery after the row, and a re-import adds nothing', async () => {
    const lines = [
      HEADER,
      row('PIC-1', `${base}/hea.png; ${base}/suunab`),
      row('PIC-2', '', `${base}/hea.png`),
    ];
    const { checked, done } = await run(lines);
    expect(checked.counts).toMatchObject({ create: 2, pictures: 3, error: 0 });
    expect(done.status).toBe('done');
    expect(done.errors).toEqual([]);
    expect(done.applied).toMatchObject({ create: 2, pictures: 3 });
    const first = await gallery('PIC-1');
    expect(first.images.map((image) => [image.source, image.width])).toEqual([
      [`${base}/hea.png`, 40],
      [`${base}/suunab`, 20],
    ]);
    expect(first.product.filename).toBe(first.images[0]?.filename);
    expect((await gallery('PIC-2')).images).toHaveLength(1);

    const again = await run(lines);
    expect(again.checked.counts).toMatchObject({ create: 0, change: 0, unchanged: 2, pictures: 0 });
    expect(again.done.applied).toMatchObject({ create: 0, change: 0, unchanged: 2, pictures: 0 });
    expect((await gallery('PIC-1')).images).toHaveLength(2);
  });

  it('reports bad, refused, too big, broken and slow pictures by row and column; the rows still apply', async () => {
    t.app.imports.pictures.fetchOptions.timeoutMs = 1000;
    try {
      const { checked, done } = await run([
        HEADER,
        row('PIC-3', 'ftp://x.test/a.png', `${base}/tekst.png`),
        row('PIC-4', 'http://10.0.0.7/a.png', 'http://[::ffff:192.168.1.1]/a.png'),
        row('PIC-5', `${base}/suur.png`, `${base}/aeglane.png`),
      ]);
      expect(checked.errors).toEqual([{ line: 2, column: 'pilt', message: IMPORT_PICTURE_URL_MESSAGE }]);
      expect(checked.counts).toMatchObject({ create: 3, error: 0 });
      expect(done.applied).toMatchObject({ create: 3, pictures: 0, error: 0 });
      expect(done.errors).toEqual([
        { line: 2, column: 'pilt', message: IMPORT_PICTURE_URL_MESSAGE },
        { line: 2, column: 'pilt2', message: PRODUCT_IMAGE_TYPE_MESSAGE },
        { line: 3, column: 'pilt', message: IMPORT_PICTURE_PRIVATE_MESSAGE },
        { line: 3, column: 'pilt2', message: IMPORT_PICTURE_PRIVATE_MESSAGE },
        { line: 4, column: 'pilt', message: PRODUCT_IMAGE_SIZE_MESSAGE },
        { line: 4, column: 'pilt2', message: IMPORT_PICTURE_TIMEOUT_MESSAGE },
      ]);
      for (const code of ['PIC-3', 'PIC-4', 'PIC-5']) expect((await gallery(code)).images).toEqual([]);
    } finally {
      t.app.imports.pictures.fetchOptions.timeoutMs = undefined;
    }
  });

  it('refuses loopback addresses without the test setting', async () => {
    t.app.imports.pictures.fetchOptions.allowLoopback = false;
    try {
      const { done } = await run([
        HEADER,
        row('PIC-6', `${base}/hea.png`),
        row('PIC-7', `${base.replace('127.0.0.1', 'localhost')}/hea.png`),
      ]);
      expect(done.errors).toEqual([
        { line: 2, column: 'pilt', message: IMPORT_PICTURE_PRIVATE_MESSAGE },
        { line: 3, column: 'pilt', message: IMPORT_PICTURE_PRIVATE_MESSAGE },
      ]);
      expect((await gallery('PIC-6')).images).toEqual([]);
    } finally {
      t.app.imports.pictures.fetchOptions.allowLoopback = true;
    }
    expect(t.config.importPicturesAllowLoopback).toBe(true);
  });
});

describe('import pictures from a ZIP', () => {
  it('attaches entries named by code in name order, reports oversized and unmatched ones, and is idempotent', async () => {
    const zip = zipOf([
      { name: 'ZIP-1-2.jpg', data: jpeg },
      { name: 'kaust/zip-1.png', data: png },
      { name: 'ZIP-2_3.png', data: Buffer.from('ei ole pilt') },
      { name: 'TUNDMATU.png', data: png },
      { name: 'ZIP-2.png', data: Buffer.alloc(15 * 1024 * 1024 + 1) },
      { name: '.DS_Store', data: Buffer.from('x') },
    ]);
    const lines = [HEADER, row('ZIP-1'), row('ZIP-2')];
    const { checked, done } = await run(lines, { data: zip });
    expect(checked.counts).toMatchObject({ create: 2, pictures: 3 });
    expect(checked.errors).toEqual([
      { line: 0, column: 'ZIP: TUNDMATU.png', message: IMPORT_ZIP_NO_PRODUCT_MESSAGE },
      { line: 0, column: 'ZIP: ZIP-2.png', message: IMPORT_ZIP_ENTRY_SIZE_MESSAGE },
    ]);
    expect(done.status).toBe('done');
    expect(done.applied).toMatchObject({ create: 2, pictures: 2 });
    expect(done.errors).toContainEqual({
      line: 0,
      column: 'ZIP: ZIP-2_3.png',
      message: PRODUCT_IMAGE_TYPE_MESSAGE,
    });
    const first = await gallery('ZIP-1');
    // Name order: kaust/zip-1.png before ZIP-1-2.jpg.
    expect(first.images.map((image) => image.width)).toEqual([40, 20]);
    expect((await gallery('ZIP-2')).images).toEqual([]);

    const again = await run(lines, { data: zip });
    // The broken entry is still new to the dry run (it reads no picture), and is refused again.
    expect(again.checked.counts).toMatchObject({ unchanged: 2, pictures: 1 });
    expect(again.done.applied).toMatchObject({ unchanged: 2, pictures: 0 });
    expect((await gallery('ZIP-1')).images).toHaveLength(2);
  });

  it('refuses a ZIP with a climbing name, a link or no ZIP at all with a 422, and keeps no file', async () => {
    const before = readdirSync(join(t.dataDir, 'imports')).length;
    const cases: [Buffer, string, string][] = [
      [zipOf([{ name: '../../etc/ZIP-1.png', data: png }]), 'pildid.zip', IMPORT_ZIP_NAME_MESSAGE],
      [zipOf([{ name: 'ZIP-1.png', data: png, link: true }]), 'pildid.zip', IMPORT_ZIP_LINK_MESSAGE],
      [png, 'pildid.zip', 'ZIP-fail'],
      [zipOf([{ name: 'ZIP-1.png', data: png }]), 'pildid.rar', 'ZIP-fail'],
    ];
    for (const [data, filename, message] of cases) {
      const response = await postForm(catalog, '/api/admin/imports', { key: 'code', mapping: MAPPING }, [
        { data: csv([HEADER, row('ZIP-9')]), filename: 'a.csv' },
        { data, filename, field: 'pictures', type: 'application/zip' },
      ]);
      expect(response.statusCode, response.body).toBe(422);
      const errors = (response.json() as { errors: { pictures: string[] } }).errors.pictures;
      expect(errors[0]).toContain(message);
    }
    expect(readdirSync(join(t.dataDir, 'imports'))).toHaveLength(before);
    expect(readdirSync(join(t.dataDir, 'uploads'))).toEqual([]);
  });
});

describe("an import's files", () => {
  it('are removed when it is done or cancelled, and a checked import left a week is cancelled', async () => {
    const zip = zipOf([{ name: 'FILE-1.png', data: png }]);
    const { done } = await run([HEADER, row('FILE-1')], { data: zip });
    const stored = await t.db
      .selectFrom('imports')
      .selectAll()
      .where('id', '=', done.id)
      .executeTakeFirstOrThrow();
    expect(existsSync(join(t.dataDir, stored.file_path))).toBe(false);
    expect(existsSync(join(t.dataDir, stored.pictures_path ?? ''))).toBe(false);
    expect(stored.files_removed_at).not.toBeNull();

    const response = await postForm(catalog, '/api/admin/imports', { key: 'code', mapping: MAPPING }, [
      { data: csv([HEADER, row('FILE-2')]), filename: 'a.csv' },
      { data: zip, filename: 'p.zip', field: 'pictures' },
    ]);
    const id = (response.json() as { import: Import }).import.id;
    await t.app.imports.jobs.idle();
    const left = await t.db.selectFrom('imports').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(existsSync(join(t.dataDir, left.file_path))).toBe(true);
    expect(existsSync(join(t.dataDir, left.pictures_path ?? ''))).toBe(true);
    // Six days later it is kept; eight days later it is cancelled and its files go.
    await t.app.imports.service.sweep(new Date(Date.now() + 6 * 86_400_000));
    expect((await current(id)).status).toBe('checked');
    await t.app.imports.service.sweep(new Date(Date.now() + 8 * 86_400_000));
    expect((await current(id)).status).toBe('cancelled');
    expect(existsSync(join(t.dataDir, left.file_path))).toBe(false);
    expect(existsSync(join(t.dataDir, left.pictures_path ?? ''))).toBe(false);
  });
});
