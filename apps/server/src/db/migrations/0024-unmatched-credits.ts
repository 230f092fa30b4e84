import type { Kysely, Migration } from 'kysely';
import { withIdColumn, type DialectKind } from '../dialect.js';

/**
 * Decision 051: the credits of a confirmed bank statement that were not booked in full on their
 * invoice — unmatched lines, and partly matched ones for review — kept for a sales user to assign
 * to an invoice by hand or dismiss. `bank_ref` is the bank entry's key as invoice_payments
 * (`bank:<IBAN>/<ref>`), unique, so importing the same statement again keeps nothing twice.
 */
export function unmatchedCredits(kind: DialectKind): Migration {
  const money = kind === 'postgres' ? 'bigint' : 'integer';
  return {
    async up(db: Kysely<unknown>) {
      await withIdColumn(kind, db.schema.createTable('bank_unmatched_credits'))
        .addColumn('bank_ref', 'text', (c) => c.notNull().unique())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('booking_date', 'text', (c) => c.notNull())
        .addColumn('amount', money, (c) => c.notNull())
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('debtor', 'text', (c) => c.notNull())
        .addColumn('reference', 'text')
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('note', 'text', (c) => c.notNull())
        .addColumn('statement', 'text', (c) => c.notNull())
        .addColumn('invoice_id', 'integer', (c) => c.references('invoices.id').onDelete('set null'))
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('resolved_invoice_id', 'integer', (c) => c.references('invoices.id').onDelete('set null'))
        .addColumn('resolved_by', 'integer')
        .addColumn('resolved_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('bank_unmatched_credits_state_idx')
        .on('bank_unmatched_credits')
        .columns(['state', 'booking_date'])
        .execute();
    },
  };
}
