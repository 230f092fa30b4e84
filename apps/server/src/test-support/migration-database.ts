import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Kysely } from 'kysely';
import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import { createDialect, type DialectKind } from '../db/dialect.js';
import { migrateToLatest, migrateUpTo, type MigrationContext } from '../db/migrations/index.js';
import { testDatabase } from './test-app.js';

/** An empty database of the suite's kind (a SQLite file, or a PostgreSQL schema) for a migration's tests. */
export interface MigrationTestDatabase {
  db: Db;
  kind: DialectKind;
  /** Runs the migrations up to and including `name` (the data a later migration must take over). */
  upTo(name: string): Promise<void>;
  latest(): Promise<void>;
  close(): Promise<void>;
}

export async function migrationTestDatabase(context: MigrationContext): Promise<MigrationTestDatabase> {
  const database = await testDatabase();
  const dir = mkdtempSync(join(tmpdir(), 'kms-migration-'));
  const config: Config['database'] =
    database.url === undefined
      ? { kind: 'sqlite', file: join(dir, 'shop.sqlite') }
      : { kind: 'postgres', url: database.url };
  const db: Db = new Kysely({ dialect: createDialect(config) });
  const untyped = db as Kysely<unknown>;
  return {
    db,
    kind: config.kind,
    upTo: (name) => migrateUpTo(untyped, config.kind, context, name),
    latest: () => migrateToLatest(untyped, config.kind, context),
    async close() {
      await db.destroy();
      await database.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
