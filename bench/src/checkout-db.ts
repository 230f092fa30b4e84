import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import type { Environment } from './server-process.js';

/** The bench's buyers: e-mails in a domain of their own, so their orders are told apart from the demo history. */
export const BUYER_EMAIL_PATTERN = 'bench-buyer-%@kodumasinad.test';
const buyerEmail = (index: number) => `bench-buyer-${String(index + 1).padStart(4, '0')}@kodumasinad.test`;

/** The two demo companies: the buyers are split between them. */
const COMPANY_USERS = ['anna@kodumasin.test', 'peeter@ehitus.test'] as const;

export interface BuyerAccount {
  index: number;
  email: string;
  /** 0 = Kodumasin Pluss OÜ (Anna's), 1 = Ehitusmaailm AS (Peeter's). */
  company: number;
}

export type Row = Record<string, unknown>;

/** The two databases behind one tiny interface: SQL with `?` placeholders, rows as plain objects. */
export interface Sql {
  all(sql: string, params?: unknown[]): Promise<Row[]>;
  run(sql: string, params?: unknown[]): Promise<void>;
  close(): Promise<void>;
}

async function connect(env: Environment): Promise<Sql> {
  if (env.databaseUrl === '') {
    const db = new Database(join(env.dataDir, 'kodumasinad.sqlite'));
    db.pragma('busy_timeout = 10000');
    return {
      all: (sql, params = []) => Promise.resolve(db.prepare(sql).all(...params) as Row[]),
      run: (sql, params = []) => {
        db.prepare(sql).run(...params);
        return Promise.resolve();
      },
      close: () => Promise.resolve(void db.close()),
    };
  }
  const client = new pg.Client({ connectionString: env.databaseUrl });
  await client.connect();
  const numbered = (sql: string) => {
    let n = 0;
    return sql.replace(/\?/g, () => `$${++n}`);
  };
  return {
    all: async (sql, params = []) => (await client.query(numbered(sql), params)).rows as Row[],
    run: async (sql, params = []) => void (await client.query(numbered(sql), params)),
    close: () => client.end(),
  };
}

export async function withSql<T>(env: Environment, work: (sql: Sql) => Promise<T>): Promise<T> {
  const sql = await connect(env);
  try {
    return await work(sql);
  } finally {
    await sql.close();
  }
}

/**
 * Adds `count` users straight into the seeded database, alternately in the two demo companies,
 * each with Anna's password hash so they log in with the demo password like any user.
 */
export function createBuyers(env: Environment, count: number): Promise<BuyerAccount[]> {
  return withSql(env, async (sql) => {
    const sources = await sql.all(
      'SELECT email, b2b_client_id, password_hash FROM users WHERE email IN (?, ?)',
      [...COMPANY_USERS],
    );
    const source = (email: string) => {
      const row = sources.find((r) => r.email === email);
      if (row === undefined) throw new Error(`the seed has no ${email}`);
      return row;
    };
    const hash = source(COMPANY_USERS[0]).password_hash;
    const clients = COMPANY_USERS.map((email) => source(email).b2b_client_id);
    const at = new Date().toISOString();
    const buyers: BuyerAccount[] = [];
    await sql.run('BEGIN');
    for (let index = 0; index < count; index++) {
      const buyer = { index, email: buyerEmail(index), company: index % 2 };
      await sql.run(
        `INSERT INTO users (b2b_client_id, email, name, phone, password_hash, active, offers_en,
           active_pricelist, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, 1, 0, 'default', ?, ?)`,
        [clients[buyer.company], buyer.email, `Ostja ${index + 1}`, '+372 5000 0000', hash, at, at],
      );
      buyers.push(buyer);
    }
    await sql.run('COMMIT');
    return buyers;
  });
}

export interface StoredOrder {
  id: number;
  number: string;
  email: string;
  status: string;
  paymentStatus: string;
  paymentMethod: string;
  totalVat: number;
  payments: number;
  closedPayments: number;
  invoices: number;
}

export interface StoredOrders {
  /** Every order the buyers placed, as the database holds it after the run. */
  buyerOrders: StoredOrder[];
  /** Order numbers held by more than one order, over the whole table (demo history included). */
  duplicateNumbers: string[];
}

const count = (value: unknown) => Number(value ?? 0);

/** Reads back what the run left in the database. */
export function readOrders(env: Environment): Promise<StoredOrders> {
  return withSql(env, async (sql) => {
    const rows = await sql.all(
      `SELECT o.id, o.number, u.email, o.status, o.payment_status, o.payment_method, o.total_vat,
         (SELECT COUNT(*) FROM payments p WHERE p.order_id = o.id) AS payments,
         (SELECT COUNT(*) FROM payments p WHERE p.order_id = o.id AND p.status = 'closed') AS closed_payments,
         (SELECT COUNT(*) FROM invoices i WHERE i.order_id = o.id) AS invoices
       FROM orders o JOIN users u ON u.id = o.user_id
       WHERE u.email LIKE ?
       ORDER BY o.id`,
      [BUYER_EMAIL_PATTERN],
    );
    const duplicates = await sql.all('SELECT number FROM orders GROUP BY number HAVING COUNT(*) > 1');
    return {
      buyerOrders: rows.map((r) => ({
        id: count(r.id),
        number: String(r.number),
        email: String(r.email),
        status: String(r.status),
        paymentStatus: String(r.payment_status),
        paymentMethod: String(r.payment_method),
        totalVat: count(r.total_vat),
        payments: count(r.payments),
        closedPayments: count(r.closed_payments),
        invoices: count(r.invoices),
      })),
      duplicateNumbers: duplicates.map((r) => String(r.number)),
    };
  });
}
