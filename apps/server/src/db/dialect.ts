import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type SqliteDatabase from 'better-sqlite3';
import {
  PostgresDialect,
  SqliteDialect,
  sql,
  type ColumnDataType,
  type CreateTableBuilder,
  type Dialect,
  type RawBuilder,
} from 'kysely';
import type PgType from 'pg';
import type { Config } from '../config.js';
import { lazyModule } from '../platform/lazy-module.js';
import { registerSqliteFold } from './text-search.js';

// Only the configured database's driver is loaded (~15 MB of resident memory for the other).
const pgDriver = lazyModule<typeof PgType>('pg');
const sqliteDriver = lazyModule<typeof SqliteDatabase>('better-sqlite3');

/**
 * Every difference between SQLite and PostgreSQL lives here. Everything else writes portable
 * Kysely: ISO-8601 UTC text timestamps (they sort correctly as text), 0/1 integer flags,
 * integer cents, JSON as text, `ON CONFLICT … RETURNING` (SQLite ≥ 3.35).
 */
export type DialectKind = Config['database']['kind'];

/** Anything raw SQL can run on: a Kysely instance or a transaction, whatever its table types. */
type Executor = Parameters<RawBuilder<unknown>['execute']>[0];

const INT8_OID = 20;

/** What the metrics read of PostgreSQL's pool (pg.Pool's counters). */
export interface PoolStats {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

/** `onPool` receives PostgreSQL's pool (the metrics read its counters). */
export function createDialect(database: Config['database'], onPool?: (pool: PoolStats) => void): Dialect {
  if (database.kind === 'postgres') {
    const pg = pgDriver();
    const pool = new pg.Pool({
      connectionString: database.url,
      max: 10,
      // count(*) and bigint columns come back as strings by default; our ids and counts fit in a double.
      types: {
        getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
          oid === INT8_OID ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format)) as never,
      },
    });
    onPool?.(pool);
    return new PostgresDialect({ pool });
  }
  mkdirSync(dirname(database.file), { recursive: true });
  const Sqlite = sqliteDriver();
  const connection = new Sqlite(database.file);
  connection.pragma('journal_mode = WAL');
  connection.pragma('synchronous = NORMAL');
  connection.pragma('foreign_keys = ON');
  // Several processes may share the file (seed CLI next to a running server): wait for locks.
  connection.pragma('busy_timeout = 5000');
  // Case-insensitive searches fold both sides with fold_text (text-search.ts, decision 067).
  registerSqliteFold(connection);
  return new SqliteDialect({ database: withStatementCache(connection) });
}

const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely's SQLite driver prepares every statement again on each query, which cost a quarter of
 * the CPU of a catalogue listing. better-sqlite3 statements are reusable and the driver runs one
 * query at a time on the connection, so prepared statements are kept by their SQL text (least
 * recently used dropped first).
 */
function withStatementCache(connection: SqliteDatabase.Database) {
  const cache = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => connection.close(),
    prepare(sqlText: string) {
      let statement = cache.get(sqlText);
      if (statement) {
        cache.delete(sqlText);
      } else {
        statement = connection.prepare(sqlText);
        if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
      }
      cache.set(sqlText, statement);
      return statement;
    },
  };
}

/** Auto-increment integer primary key named `id`. */
export function withIdColumn<T extends string>(
  kind: DialectKind,
  table: CreateTableBuilder<T, never>,
): CreateTableBuilder<T, 'id'> {
  return kind === 'postgres'
    ? table.addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
}

/** A 64-bit floating point column (SQLite's `real` is already 8 bytes; PostgreSQL's is 4). */
export function doubleType(kind: DialectKind): ColumnDataType {
  return kind === 'postgres' ? 'double precision' : 'real';
}

/** Raw bytes (mail attachments): SQLite's blob, PostgreSQL's bytea; both drivers read a Buffer. */
export function binaryType(kind: DialectKind): ColumnDataType {
  return kind === 'postgres' ? 'bytea' : 'blob';
}

/**
 * Serialises work that must not run twice concurrently across processes (first-start seeding).
 * PostgreSQL: a transaction-scoped advisory lock. SQLite: the database file's write lock suffices.
 */
export async function lockForExclusiveWork(kind: DialectKind, trx: Executor, lockId: number) {
  if (kind === 'postgres') await sql`select pg_advisory_xact_lock(${lockId})`.execute(trx);
}

/** Removes all rows of the given tables (in order) and resets their id sequences. */
export async function truncateTables(kind: DialectKind, db: Executor, tables: readonly string[]) {
  if (kind === 'postgres') {
    await sql`truncate table ${sql.join(tables.map((t) => sql.table(t)))} restart identity cascade`.execute(
      db,
    );
    return;
  }
  for (const table of tables) await sql`delete from ${sql.table(table)}`.execute(db);
  const sequences = await sql<{
    name: string;
  }>`select name from sqlite_master where name = 'sqlite_sequence'`.execute(db);
  if (sequences.rows.length > 0) {
    await sql`delete from sqlite_sequence where name in (${sql.join(tables)})`.execute(db);
  }
}

export interface RowTrigger {
  name: string;
  table: string;
  event: 'UPDATE' | 'DELETE';
  /** A condition on OLD and NEW in SQL both databases understand (e.g. `IS DISTINCT FROM`). */
  when?: string;
  /** One SQL statement run for each matching row. */
  statement: string;
}

/**
 * A trigger that runs `statement` after each row's UPDATE or DELETE. SQLite writes the body in
 * the trigger; PostgreSQL needs a function, and a DELETE trigger there also covers TRUNCATE
 * (which fires no row triggers), so a reseed is seen as well.
 */
export async function createRowTrigger(kind: DialectKind, db: Executor, t: RowTrigger): Promise<void> {
  const when = t.when === undefined ? '' : `when (${t.when})`;
  if (kind === 'sqlite') {
    await sql
      .raw(
        `create trigger ${t.name} after ${t.event} on ${t.table} for each row ${when} begin ${t.statement}; end`,
      )
      .execute(db);
    return;
  }
  await sql
    .raw(
      `create function ${t.name}_fn() returns trigger language plpgsql as $$ begin ${t.statement}; return null; end $$`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger ${t.name} after ${t.event} on ${t.table} for each row ${when} execute function ${t.name}_fn()`,
    )
    .execute(db);
  if (t.event === 'DELETE') {
    await sql
      .raw(
        `create trigger ${t.name}_truncate after truncate on ${t.table} for each statement execute function ${t.name}_fn()`,
      )
      .execute(db);
  }
}
