import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import { openDatabase, type Db } from '../db/database.js';
import { DEMO_LOGO_PATH } from '../db/seed/demo-offers.js';
import {
  ANNA,
  insertCheckoutProducts,
  loggedIn,
  MART,
  PEETER,
  placeOrder,
} from '../test-support/checkout-fixtures.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { createBackup, RestoreRefused, restoreBackup, urlSchema } from './backup.js';

let t: TestApp;
const cleanups: (() => Promise<void>)[] = [];

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  await t.close();
});

/** A fresh, empty place for the restore: a new SQLite file, or a new PostgreSQL database. */
async function freshTarget(): Promise<Pick<Config, 'database' | 'dataDir'>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'kms-restored-'));
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  if (t.config.database.kind === 'sqlite') {
    return { dataDir, database: { kind: 'sqlite', file: join(dataDir, 'kodumasinad.sqlite') } };
  }
  const admin = new URL(t.config.database.url);
  admin.pathname = '/postgres';
  admin.search = '';
  const adminUrl = admin.toString();
  const name = `kms_restore_${randomBytes(5).toString('hex')}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  cleanups.push(async () => {
    const dropper = new pg.Client({ connectionString: adminUrl });
    await dropper.connect();
    await dropper.query(`drop database if exists ${name} with (force)`);
    await dropper.end();
  });
  const target = new URL(t.config.database.url);
  target.pathname = `/${name}`;
  return { dataDir, database: { kind: 'postgres', url: target.toString() } };
}

/** Every row of the tables a backup must keep, keyed by table, in a stable order. */
async function contents(db: Db) {
  const tables = [
    'users',
    'b2b_clients',
    'products',
    'orders',
    'order_rows',
    'payments',
    'invoices',
    'offers',
  ] as const;
  const result: Record<string, unknown[]> = {};
  for (const table of tables) {
    result[table] = await db.selectFrom(table).selectAll().orderBy('id').execute();
  }
  return result;
}

function byId(rows: unknown[]): Map<number, unknown> {
  return new Map(rows.map((row) => [(row as { id: number }).id, row]));
}

describe('backup and restore', () => {
  let archive: string;
  let before: Record<string, unknown[]>;
  let restored: FastifyInstance;
  let restoredDb: Db;
  let target: Pick<Config, 'database' | 'dataDir'>;

  it('backs up while buyers check out: what was committed before it began is all there', async () => {
    const ids = await insertCheckoutProducts(t.db);
    const anna = await loggedIn(t.app, ANNA);
    await placeOrder(anna, [{ id: ids.get('CHK1') as number, quantity: 2 }], 'invoice');
    before = await contents(t.db);

    // Other buyers keep checking out while the backup runs.
    const buyers = [MART, PEETER].map(async (email, i) => {
      const client = await loggedIn(t.app, email);
      return placeOrder(client, [{ id: ids.get('CHK3') as number, quantity: i + 1 }], 'invoice');
    });
    const backupDir = mkdtempSync(join(tmpdir(), 'kms-backups-'));
    cleanups.push(async () => rmSync(backupDir, { recursive: true, force: true }));
    archive = await createBackup(t.config, backupDir);
    await Promise.all(buyers);
    expect(archive).toMatch(/kodumasinad-\d{8}T\d{6}Z\.tar\.gz$/);

    target = await freshTarget();
    const manifest = await restoreBackup(target, archive);
    expect(manifest.database).toBe(t.config.database.kind);
    expect(manifest.files).toContain(join('storage', DEMO_LOGO_PATH));
    if (t.config.database.kind === 'postgres') expect(manifest.schema).toBe(urlSchema(t.config.database.url));

    restoredDb = (await openDatabase({ ...t.config, ...target })).db;
    cleanups.push(() => restoredDb.destroy());
    const after = await contents(restoredDb);
    for (const [table, rows] of Object.entries(before)) {
      const restoredRows = byId(after[table] ?? []);
      for (const row of rows) expect(restoredRows.get((row as { id: number }).id), table).toEqual(row);
    }
    // Orders taken during the backup are there whole or not at all: never half-written.
    const rowsOf = (orderId: number) =>
      (after['order_rows'] ?? []).filter((row) => (row as { order_id: number }).order_id === orderId).length;
    for (const order of after['orders'] ?? []) {
      const id = (order as { id: number }).id;
      expect(rowsOf(id), `order ${id}`).toBeGreaterThan(0);
      expect(
        (after['payments'] ?? []).some((payment) => (payment as { order_id: number }).order_id === id),
        `payment of order ${id}`,
      ).toBe(true);
    }
  });

  it('starts a shop on the restored copy: sign-in, invoice PDFs and logos work', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: target.dataDir,
      APP_SECRET: t.config.appSecret,
      APP_URL: 'http://localhost:3000',
      WEB_DIST: join(target.dataDir, 'no-web-build'),
      ...(target.database.kind === 'postgres' ? { DATABASE_URL: target.database.url } : {}),
    });
    restored = await buildApp(config);
    cleanups.push(() => restored.close());
    const anna = await loggedIn(restored, ANNA);
    const invoice = (before['invoices'] ?? [])[0] as { id: number };
    const pdf = await anna.api('GET', `/api/invoices/${invoice.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    const logo = await restored.inject({ method: 'GET', url: `/images/${DEMO_LOGO_PATH}` });
    expect(logo.statusCode).toBe(200);
  });

  it('refuses a database that already holds a shop unless forced', async () => {
    await expect(restoreBackup(target, archive)).rejects.toBeInstanceOf(RestoreRefused);
    await expect(restoreBackup(t.config, archive)).rejects.toThrow(/--force/);
  });
});
