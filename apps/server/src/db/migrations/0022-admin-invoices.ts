import type { Kysely, Migration } from 'kysely';
import { withIdColumn, type DialectKind } from '../dialect.js';

/**
 * Issue 14, the back-office's invoices (decision 048):
 * - `invoice_payments.external_ref`: what makes a booked payment unique outside the shop — the bank
 *   entry of an imported statement (`bank:…`) or a hand-recorded payment's idempotency key
 *   (`manual:…`); unique, so the same bank entry is never booked twice.
 * - `invoice_reminders`: every overdue reminder sent (to whom, when, by which staff member).
 * - `bank_statement_previews`: an uploaded statement's classified lines under a token until the
 *   staff member confirms them (then `confirmed_at` and the result).
 */
export function adminInvoices(kind: DialectKind): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('invoice_payments').addColumn('external_ref', 'text').execute();
      await db.schema
        .createIndex('invoice_payments_external_ref_idx')
        .unique()
        .on('invoice_payments')
        .column('external_ref')
        .execute();

      await withIdColumn(kind, db.schema.createTable('invoice_reminders'))
        .addColumn('invoice_id', 'integer', (c) => c.notNull().references('invoices.id').onDelete('cascade'))
        .addColumn('sent_to', 'text', (c) => c.notNull())
        .addColumn('staff_id', 'integer')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('invoice_reminders_invoice_idx')
        .on('invoice_reminders')
        .column('invoice_id')
        .execute();

      await db.schema
        .createTable('bank_statement_previews')
        .addColumn('token', 'text', (c) => c.primaryKey())
        .addColumn('filename', 'text', (c) => c.notNull())
        .addColumn('lines', 'text', (c) => c.notNull())
        .addColumn('staff_id', 'integer')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('confirmed_at', 'text')
        .addColumn('result', 'text')
        .execute();
    },
  };
}
