import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp, type AppOptions } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import { openDatabase, type Db } from '../db/database.js';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  /** A second handle on the app's database, for arranging and inspecting rows. */
  db: Db;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * A server on a fresh, migrated and seeded database of its own: a temporary SQLite file, or
 * (TEST_DB=postgres) a new schema in TEST_DATABASE_URL that is dropped on close. With
 * `sharing`, a second server process stand-in on that app's database and data folder instead
 * (closed before it; the first one removes them).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: AppOptions = {},
  sharing?: TestApp,
): Promise<TestApp> {
  const dataDir = sharing?.dataDir ?? mkdtempSync(join(tmpdir(), 'kms-test-'));
  const database =
    sharing === undefined
      ? await testDatabase()
      : {
          url: sharing.config.database.kind === 'postgres' ? sharing.config.database.url : undefined,
          drop: async () => undefined,
        };
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    APP_SECRET: 'test-secret-'.padEnd(48, 'x'),
    APP_URL: 'http://localhost:3000',
    WEB_DIST: join(dataDir, 'no-web-build'),
    RATE_LIMIT_LOGIN_FAILURES: '1000',
    RATE_LIMIT_IP: '1000',
    RATE_LIMIT_ACCOUNT_ATTEMPTS: '1000',
    // Tests change rows behind the app's back and expect the next call to see it (decision 009).
    AUTH_CACHE_REFRESH_MS: '0',
    // A small generated catalogue keeps each file's seeding quick; catalogue tests add known products.
    SEED_PRODUCTS: '300',
    ...(database.url === undefined ? {} : { DATABASE_URL: database.url }),
    ...env,
  });
  const app = await buildApp(config, options);
  const handle = await openDatabase(config);
  return {
    app,
    config,
    db: handle.db,
    dataDir,
    async close() {
      await handle.db.destroy();
      await app.close();
      await database.drop();
      if (sharing === undefined) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A database of the test's own: undefined (the caller's SQLite file), or with TEST_DB=postgres a
 * new schema of TEST_DATABASE_URL (its URL names it) that `drop` removes.
 */
export async function testDatabase(): Promise<{ url: string | undefined; drop(): Promise<void> }> {
  if (process.env.TEST_DB !== 'postgres') return { url: undefined, drop: async () => undefined };
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (baseUrl === undefined) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const separator = baseUrl.includes('?') ? '&' : '?';
  return {
    url: `${baseUrl}${separator}options=${encodeURIComponent(`-c search_path=${schema}`)}`,
    async drop() {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`drop schema if exists ${schema} cascade`);
      await client.end();
    },
  };
}
