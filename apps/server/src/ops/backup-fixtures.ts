import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { loadConfig, type Config } from '../config.js';
import type { Db } from '../db/database.js';

/** What a backup or a restore works on: a database and a DATA_DIR. */
export type ShopPlace = Pick<Config, 'database' | 'dataDir'>;

/** Work to undo after a test file, run newest first. */
export type Cleanups = (() => Promise<void>)[];

export async function runCleanups(cleanups: Cleanups): Promise<void> {
  for (const cleanup of cleanups.reverse()) await cleanup();
}

/** A temporary folder, removed with the cleanups. */
export function temporaryDir(prefix: string, cleanups: Cleanups): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/**
 * A fresh, empty place for a restore beside `source`: a new DATA_DIR with a new SQLite file, or
 * a new PostgreSQL database holding an empty schema of the source's name (a PostgreSQL archive
 * goes back into a schema of its own name).
 */
export async function freshTarget(source: ShopPlace, cleanups: Cleanups): Promise<ShopPlace> {
  const dataDir = temporaryDir('kms-restored-', cleanups);
  if (source.database.kind === 'sqlite') {
    return { dataDir, database: { kind: 'sqlite', file: join(dataDir, 'kodumasinad.sqlite') } };
  }
  const admin = new URL(source.database.url);
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
  const target = new URL(source.database.url);
  target.pathname = `/${name}`;
  return { dataDir, database: { kind: 'postgres', url: target.toString() } };
}

/**
 * The configuration a server started on a restored place reads: that DATA_DIR and database, and
 * APP_SECRET only when given (without it the secret is DATA_DIR's app-secret file).
 */
export function restoredShopConfig(place: ShopPlace, appSecret?: string): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: place.dataDir,
    ...(appSecret === undefined ? {} : { APP_SECRET: appSecret }),
    APP_URL: 'http://localhost:3000',
    WEB_DIST: join(place.dataDir, 'no-web-build'),
    AUTH_CACHE_REFRESH_MS: '0',
    ...(place.database.kind === 'postgres' ? { DATABASE_URL: place.database.url } : {}),
  });
}

/** The tables whose rows a backup must keep as they were: orders, invoices, offers, users, products. */
export const KEPT_TABLES = [
  'users',
  'b2b_clients',
  'products',
  'orders',
  'order_rows',
  'payments',
  'invoices',
  'offers',
  'offer_rows',
] as const;
export type KeptTable = (typeof KEPT_TABLES)[number];

export type Row = Record<string, unknown> & { id: number };

/** Every row of the kept tables, in id order. */
export async function contents(db: Db): Promise<Record<KeptTable, Row[]>> {
  const result = {} as Record<KeptTable, Row[]>;
  for (const table of KEPT_TABLES) {
    result[table] = (await db.selectFrom(table).selectAll().orderBy('id').execute()) as unknown as Row[];
  }
  return result;
}
