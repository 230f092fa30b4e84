import { Kysely } from 'kysely';
import type { Config } from '../config.js';
import { createDialect, type DialectKind, type PoolStats } from './dialect.js';
import { migrateToLatest } from './migrations/index.js';
import type { Database } from './schema.js';

export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  kind: DialectKind;
  /** PostgreSQL's pool in use (the metrics); null on SQLite's single connection. */
  poolState(): { total: number; idle: number; waiting: number } | null;
}

/** What the app watches of its database: each statement's SQL (tests) and its time (metrics). */
export interface QueryWatch {
  onQuery?: (sql: string) => void;
  onQueryTime?: (sql: string, milliseconds: number) => void;
}

/**
 * Opens the configured database and migrates it to the latest schema (with the keys some
 * migrations need). `watch` sees each statement's SQL (tests that compare what two requests do)
 * and its time (the metrics).
 */
export async function openDatabase(
  config: Pick<Config, 'database' | 'staffTotpKey'>,
  watch: QueryWatch = {},
): Promise<DatabaseHandle> {
  const { database } = config;
  const { onQuery, onQueryTime } = watch;
  let pool: PoolStats | null = null;
  const db = new Kysely<Database>({
    dialect: createDialect(database, (opened) => (pool = opened)),
    ...(onQuery === undefined && onQueryTime === undefined
      ? {}
      : {
          log: (event) => {
            if (event.level !== 'query') return;
            onQuery?.(event.query.sql);
            onQueryTime?.(event.query.sql, event.queryDurationMillis);
          },
        }),
  });
  try {
    await migrateToLatest(db as Kysely<unknown>, database.kind, { staffTotpKey: config.staffTotpKey });
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return {
    db,
    kind: database.kind,
    poolState: () =>
      pool === null ? null : { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount },
  };
}
