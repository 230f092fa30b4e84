import type { Kysely, Migration } from 'kysely';
import type { DialectKind } from '../dialect.js';

/**
 * Issue 22 #5 (decision 065): money a bank confirmed for an order already paid (status
 * `overpaid`) is a refund task for the seller's staff. The payer's account and name from the
 * bank's reply say where to send it back; `refunded_at`/`refunded_by` record that staff did
 * (the payment's status then becomes `refunded`).
 */
export function paymentRefunds(_kind: DialectKind): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('payments').addColumn('payer_account', 'text').execute();
      await db.schema.alterTable('payments').addColumn('payer_name', 'text').execute();
      await db.schema.alterTable('payments').addColumn('refunded_at', 'text').execute();
      await db.schema.alterTable('payments').addColumn('refunded_by', 'integer').execute();
      await db.schema.createIndex('payments_status_idx').on('payments').column('status').execute();
    },
  };
}
