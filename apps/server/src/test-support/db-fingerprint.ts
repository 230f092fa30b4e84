import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import type { DialectKind } from '../db/dialect.js';

/** Tables that change on every request by design: session touches, rate-limit counters, auth version. */
const VOLATILE = new Set(['sessions', 'rate_limits', 'auth_meta']);

async function tableNames(db: Db, kind: DialectKind): Promise<string[]> {
  const { rows } =
    kind === 'postgres'
      ? await sql<{ name: string }>`select table_name as name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db)
      : await sql<{ name: string }>`select name from sqlite_master
        where type = 'table' and name not like 'sqlite_%'`.execute(db);
  return rows
    .map((row) => row.name)
    .filter((name) => !VOLATILE.has(name) && !name.startsWith('kysely_'))
    .sort();
}

/**
 * A hash of every row of every table but the volatile ones, discovered from the database itself so
 * a table added later is covered without anyone remembering to list it.
 */
export async function databaseFingerprint(
  db: Db,
  kind: DialectKind,
  only?: readonly string[],
): Promise<string> {
  const names = only ?? (await tableNames(db, kind));
  if (kind === 'postgres') {
    // Hashed inside the server in one round trip: the fuzz suite takes a fingerprint per request.
    const parts = names.map(
      (table) =>
        sql`(select md5(coalesce(string_agg(row.*::text, '|' order by row.*::text), '')) from ${sql.table(table)} row)`,
    );
    const { rows } = await sql<{ hash: string }>`select concat_ws(',', ${sql.join(parts)}) as hash`.execute(
      db,
    );
    return rows[0]?.hash ?? '';
  }
  const hash = createHash('sha256');
  for (const table of names) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db);
    const lines = rows.map((row) => JSON.stringify(row, (_key, value: unknown) => normalise(value))).sort();
    hash.update(`${table}\n${lines.join('\n')}\n`);
  }
  return hash.digest('hex');
}

function normalise(value: unknown): unknown {
  if (typeof value === 'bigint') return value.toString();
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Uint8Array) return Buffer.from(value).toString('base64');
  return value;
}

/** The tables worth checking after each request (the large static catalogue is checked once). */
export async function writableTables(
  db: Db,
  kind: DialectKind,
  staticTables: readonly string[],
): Promise<string[]> {
  return (await tableNames(db, kind)).filter((name) => !staticTables.includes(name));
}
