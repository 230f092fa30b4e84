import type { Kysely, Migration } from 'kysely';
import { doubleType, withIdColumn, type DialectKind } from '../dialect.js';

/** Issue 12: the buyers' offers to their own end customers, and their rows (decision 024). */
export function offers(kind: DialectKind): Migration {
  // Money is bigint on PostgreSQL as everywhere else (decision 013); SQLite's integer is 64-bit.
  const money = kind === 'postgres' ? 'bigint' : 'integer';
  return {
    async up(db: Kysely<unknown>) {
      await withIdColumn(kind, db.schema.createTable('offers'))
        .addColumn('b2b_client_id', 'integer', (c) =>
          c.notNull().references('b2b_clients.id').onDelete('cascade'),
        )
        .addColumn('number', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('customer_name', 'text', (c) => c.notNull())
        .addColumn('customer_company', 'text', (c) => c.notNull())
        .addColumn('customer_registry_code', 'text', (c) => c.notNull())
        .addColumn('customer_email', 'text', (c) => c.notNull())
        .addColumn('customer_phone', 'text', (c) => c.notNull())
        .addColumn('customer_address', 'text', (c) => c.notNull())
        .addColumn('language', 'text', (c) => c.notNull())
        .addColumn('offer_date', 'text', (c) => c.notNull())
        .addColumn('valid_days', 'integer', (c) => c.notNull())
        .addColumn('valid_until', 'text', (c) => c.notNull())
        .addColumn('payment_term', 'text', (c) => c.notNull())
        .addColumn('price_increase', doubleType(kind), (c) => c.notNull())
        .addColumn('intro', 'text', (c) => c.notNull())
        .addColumn('signature', 'text', (c) => c.notNull())
        .addColumn('logo_path', 'text')
        .addColumn('token', 'text', (c) => c.unique())
        .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_by_name', 'text', (c) => c.notNull())
        .addColumn('updated_by_name', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addColumn('sent_at', 'text')
        .addColumn('sent_to', 'text')
        .addColumn('sent_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('accepted_at', 'text')
        .addColumn('accepted_name', 'text')
        .addColumn('ordered_at', 'text')
        .addColumn('order_id', 'integer')
        .execute();
      await db.schema
        .createIndex('offers_client_number_idx')
        .unique()
        .on('offers')
        .columns(['b2b_client_id', 'number'])
        .execute();
      await db.schema
        .createIndex('offers_client_status_idx')
        .on('offers')
        .columns(['b2b_client_id', 'status', 'valid_until'])
        .execute();

      await withIdColumn(kind, db.schema.createTable('offer_rows'))
        .addColumn('offer_id', 'integer', (c) => c.notNull().references('offers.id').onDelete('cascade'))
        .addColumn('position', 'integer', (c) => c.notNull())
        // No foreign key: a product that leaves the catalogue stays in the offer by its title and code.
        .addColumn('product_id', 'integer')
        .addColumn('own_product', 'integer', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('code', 'text', (c) => c.notNull())
        .addColumn('unit', 'text', (c) => c.notNull())
        .addColumn('quantity', 'integer', (c) => c.notNull())
        .addColumn('price', money, (c) => c.notNull())
        .addColumn('custom_price', 'integer', (c) => c.notNull())
        .addColumn('discount', doubleType(kind), (c) => c.notNull())
        .addColumn('purchase_price', money)
        .execute();
      await db.schema
        .createIndex('offer_rows_offer_idx')
        .on('offer_rows')
        .columns(['offer_id', 'position'])
        .execute();

      // Offers the buyer put in the cart; placing an order from that cart marks them ordered.
      await db.schema
        .createTable('offer_cart_links')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('offer_id', 'integer', (c) => c.notNull().references('offers.id').onDelete('cascade'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('offer_cart_links_pk', ['user_id', 'offer_id'])
        .execute();
    },
  };
}
