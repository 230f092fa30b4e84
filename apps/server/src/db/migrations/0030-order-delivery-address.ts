import type { Kysely, Migration } from 'kysely';
import type { DialectKind } from '../dialect.js';

/** The delivery-address columns of an order, in the order the migration adds them. */
export const DELIVERY_COLUMNS = [
  'delivery_recipient_name',
  'delivery_recipient_phone',
  'delivery_address',
  'delivery_city',
  'delivery_postal_code',
  'delivery_county',
] as const;

/**
 * Issue 22 item 8 (decision 066): a transport to the installation site (TTH3) delivers to an
 * address of its own, with a recipient. The order keeps it beside the orderer's contacts; all
 * null for the other transports and for the orders placed before.
 */
export function orderDeliveryAddress(_kind: DialectKind): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // One statement per column: SQLite's ALTER TABLE adds a single column at a time.
      for (const column of DELIVERY_COLUMNS) {
        await db.schema.alterTable('orders').addColumn(column, 'text').execute();
      }
    },
  };
}
