import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import type { Row } from './checkout-db.js';
import type { Environment } from './server-process.js';

/**
 * The database behind the SQL baseline (decision 027's simple alternative): SQL with `?`
 * placeholders on either database, and the process whose CPU time a query costs — this one for
 * the embedded SQLite, the connection's backend for PostgreSQL.
 */
export interface BaselineDb {
  dialect: 'sqlite' | 'postgres';
  all(sql: string, params?: unknown[]): Promise<Row[]>;
  exec(sql: string): Promise<void>;
  /** The PostgreSQL backend serving this connection (0 for SQLite, which runs in this process). */
  backendPid: number;
  close(): Promise<void>;
}

export async function openBaselineDb(env: Environment): Promise<BaselineDb> {
  if (env.databaseUrl === '') {
    const db = new Database(join(env.dataDir, 'kodumasinad.sqlite'));
    const statements = new Map<string, Database.Statement>();
    const prepared = (sql: string) => {
      let statement = statements.get(sql);
      if (statement === undefined) {
        statement = db.prepare(sql);
        statements.set(sql, statement);
      }
      return statement;
    };
    return {
      dialect: 'sqlite',
      all: async (sql, params = []) => prepared(sql).all(...params) as Row[],
      exec: async (sql) => void db.exec(sql),
      backendPid: 0,
      close: () => Promise.resolve(void db.close()),
    };
  }
  const client = new pg.Client({ connectionString: env.databaseUrl });
  await client.connect();
  const numbered = (sql: string) => {
    let n = 0;
    return sql.replace(/\?/g, () => `$${++n}`);
  };
  const pid = Number((await client.query('select pg_backend_pid() as pid')).rows[0].pid);
  return {
    dialect: 'postgres',
    all: async (sql, params = []) => (await client.query(numbered(sql), params)).rows as Row[],
    exec: async (sql) => void (await client.query(sql)),
    backendPid: pid,
    close: () => client.end(),
  };
}

/** Creates the PostgreSQL database of the baseline if it is missing; true when it did. */
export async function ensurePostgresDatabase(url: string): Promise<boolean> {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const exists = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount !== 0) return false;
    await client.query(`create database "${name.replace(/"/g, '""')}"`);
    return true;
  } finally {
    await client.end();
  }
}

export async function dropPostgresDatabase(url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`drop database if exists "${name.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}
