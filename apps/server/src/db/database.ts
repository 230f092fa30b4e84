import { Kysely } from 'kysely';
import type { Config } from '../config.js';
import { createDialect, type DialectKind } from './dialect.js';
import { migrateToLatest } from './migrations/index.js';
import type { Database } from './schema.js';

export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  kind: DialectKind;
}

/**
 * Opens the configured database and migrates it to the latest schema (with the keys some
 * migrations need). `onQuery` sees each statement's SQL (tests that compare what two requests do).
 */
export async function openDatabase(
  config: Pick<Config, 'database' | 'staffTotpKey'>,
  onQuery?: (sql: string) => void,
): Promise<DatabaseHandle> {
  const { database } = config;
  const db = new Kysely<Database>({
    dialect: createDialect(database),
    ...(onQuery === undefined
      ? {}
      : { log: (event) => (event.level === 'query' ? onQuery(event.query.sql) : undefined) }),
  });
  try {
    await migrateToLatest(db as Kysely<unknown>, database.kind, { staffTotpKey: config.staffTotpKey });
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return { db, kind: database.kind };
}
