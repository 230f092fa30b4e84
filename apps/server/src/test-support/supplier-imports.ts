import type { Import } from '@kodumasinad/contract/admin';
import { afterAll, beforeAll, expect } from 'vitest';
import type { AppOptions } from '../app.js';
import { postForm } from './multipart.js';
import { staffClient, type StaffTestClient } from './staff-client.js';
import { createTestApp, type TestApp } from './test-app.js';
import type { TestClient } from './test-client.js';

/** What the supplier import API tests share: a server with a catalogue manager, a file's header, starting an import. */

export const HEADER = 'Kood;Nimetus;Kategooria;Kaubamärk;Hind;Jaehind;Energiaklass';

/** A test server whose energy class has choices, and its catalogue manager. */
export async function openImportApp(
  options: AppOptions = {},
): Promise<{ t: TestApp; catalog: StaffTestClient }> {
  const t = await createTestApp({}, options);
  const catalog = await staffClient(t, 'catalog');
  await t.db
    .updateTable('attributes')
    .set({ choices: JSON.stringify(['A', 'B', 'C', 'D']) })
    .where('code', '=', 'energiaklass')
    .execute();
  return { t, catalog };
}

/** The file's server and catalogue manager (live bindings, filled in by useImportApp's beforeAll). */
export let t: TestApp;
export let catalog: StaffTestClient;

/** Opens the file's import server (built with `options`) before its tests and closes it after them. */
export function useImportApp(options: AppOptions = {}): void {
  beforeAll(async () => {
    ({ t, catalog } = await openImportApp(options));
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });
}

/** Uploads a file as a new import on the file's server and waits for its dry run. */
export const start = (
  data: Buffer,
  fields: Record<string, string> = {},
  filename = 'hinnakiri.csv',
  client: TestClient = catalog,
  app: TestApp = t,
) => startImport(app, client, data, fields, filename);
export const current = (id: number, client: TestClient = catalog) => currentImport(client, id);
export const product = (code: string) => productByCode(t, code);

export const csv = (lines: string[]) => Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8');

/** Uploads a file as a new import and waits for its dry run. */
export async function startImport(
  app: TestApp,
  client: TestClient,
  data: Buffer,
  fields: Record<string, string> = {},
  filename = 'hinnakiri.csv',
): Promise<Import> {
  const response = await postForm(
    client,
    '/api/admin/imports',
    { key: 'code', ...fields },
    { data, filename },
  );
  expect(response.statusCode, response.body).toBe(202);
  await app.app.imports.jobs.idle();
  return currentImport(client, (response.json() as { import: Import }).import.id);
}

export async function currentImport(client: TestClient, id: number): Promise<Import> {
  const response = await client.api('GET', `/api/admin/imports/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { import: Import }).import;
}

/** The mapping of a `;`-separated header by the fields' Estonian labels. */
export const guessed = (headers: string) =>
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

export function productByCode(t: TestApp, code: string) {
  return t.db.selectFrom('products').selectAll().where('code', '=', code).executeTakeFirst();
}
