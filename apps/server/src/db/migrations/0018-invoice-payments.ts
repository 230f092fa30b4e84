import { sql, type Kysely, type Migration } from 'kysely';
import { withIdColumn, type DialectKind } from '../dialect.js';

/**
 * Issue 13: money received per invoice (decision 032). `invoice_payments` lists what arrived
 * (a bank-link payment, or a transfer the seller booked); `invoices.paid` is its sum, so the list
 * filters and totals by status in SQL; `payments.invoice_id` marks a pay-now attempt for an invoice.
 * Only `credited` is stored as a status from now on: unpaid, partly paid, paid and overdue follow
 * from the money and the day. Seeded `paid` invoices get one transfer on their due date;
 * invoices of cancelled orders become `credited`.
 */
export function invoicePayments(kind: DialectKind): Migration {
  const money = kind === 'postgres' ? 'bigint' : 'integer';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('invoices')
        .addColumn('paid', money, (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable('payments')
        .addColumn('invoice_id', 'integer', (c) => c.references('invoices.id').onDelete('restrict'))
        .execute();
      await db.schema.createIndex('payments_invoice_idx').on('payments').column('invoice_id').execute();

      await withIdColumn(kind, db.schema.createTable('invoice_payments'))
        .addColumn('invoice_id', 'integer', (c) => c.notNull().references('invoices.id').onDelete('restrict'))
        .addColumn('payment_id', 'integer', (c) => c.unique().references('payments.id').onDelete('restrict'))
        .addColumn('amount', money, (c) => c.notNull())
        .addColumn('method', 'text')
        .addColumn('paid_on', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('invoice_payments_invoice_idx')
        .on('invoice_payments')
        .column('invoice_id')
        .execute();

      const now = new Date().toISOString();
      await sql`insert into invoice_payments (invoice_id, payment_id, amount, method, paid_on, created_at)
        select id, null, total_vat, null, due_date, ${now} from invoices where status = 'paid'`.execute(db);
      await sql`update invoices set paid = total_vat, status = 'open' where status = 'paid'`.execute(db);
      await sql`update invoices set status = 'credited' where status = 'cancelled'`.execute(db);
    },
  };
}
