import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectKind } from '../dialect.js';

/**
 * Issue 9: order totals of 999 pieces of a few dear products pass 2^31 − 1 cents (21 474 836,47 €),
 * which PostgreSQL's `integer` cannot hold. Every money column of orders, their rows, payments
 * and invoices becomes `bigint` there; the int8 type parser (dialect.ts) reads them back as
 * numbers, exact up to 2^53 and the order limit is far below (decision 013). SQLite's integer is
 * already 64-bit. Product prices stay 32-bit on purpose: the catalogue index keeps them in
 * Int32Arrays, so the column refuses a unit price the index could not hold.
 */
export const MONEY_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  orders: ['transport_price', 'services_total', 'products_total', 'total', 'vat', 'total_vat'],
  order_rows: ['price', 'total'],
  payments: ['amount_cents'],
  invoices: ['total', 'vat', 'total_vat'],
};

export function moneyBigint(kind: DialectKind): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (kind !== 'postgres') return;
      for (const [table, columns] of Object.entries(MONEY_COLUMNS)) {
        const changes = columns.map((column) => sql`alter column ${sql.ref(column)} type bigint`);
        await sql`alter table ${sql.table(table)} ${sql.join(changes)}`.execute(db);
      }
    },
  };
}
