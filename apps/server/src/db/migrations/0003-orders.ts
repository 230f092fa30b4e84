import type { Kysely, Migration } from 'kysely';
import { withIdColumn, type DialectKind } from '../dialect.js';

/**
 * Issue 4: carts, checkout drafts, orders with their rows, payment attempts, invoices and the
 * number counters. Product ids carry no foreign key: carts report and orders keep products that
 * have left the catalogue.
 */
export function orders(kind: DialectKind): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const schema = db.schema;

      await withIdColumn(kind, schema.createTable('cart_rows'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('product_id', 'integer', (c) => c.notNull())
        .addColumn('parent_row_id', 'integer', (c) => c.references('cart_rows.id').onDelete('cascade'))
        .addColumn('parent_key', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('quantity', 'integer', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('code', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await schema
        .createIndex('cart_rows_user_product_parent_idx')
        .on('cart_rows')
        .columns(['user_id', 'product_id', 'parent_key'])
        .unique()
        .execute();
      await schema.createIndex('cart_rows_parent_idx').on('cart_rows').column('parent_row_id').execute();

      await schema
        .createTable('cart_state')
        .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('transport_code', 'text')
        .addColumn('transport_county', 'text')
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      await withIdColumn(kind, schema.createTable('orders'))
        .addColumn('number', 'text', (c) => c.notNull().unique())
        .addColumn('b2b_client_id', 'integer', (c) =>
          c.notNull().references('b2b_clients.id').onDelete('restrict'),
        )
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('placed_by', 'text', (c) => c.notNull())
        .addColumn('draft_token', 'text', (c) => c.unique())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('payment_status', 'text', (c) => c.notNull())
        .addColumn('payment_method', 'text')
        .addColumn('payment_term', 'text')
        .addColumn('reference_number', 'text', (c) => c.notNull())
        .addColumn('company', 'text', (c) => c.notNull())
        .addColumn('contact_name', 'text', (c) => c.notNull())
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('address', 'text', (c) => c.notNull())
        .addColumn('city', 'text', (c) => c.notNull())
        .addColumn('postal_code', 'text', (c) => c.notNull())
        .addColumn('county', 'text')
        .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('transport_code', 'text')
        .addColumn('transport_title', 'text')
        .addColumn('transport_county', 'text')
        .addColumn('transport_price', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('services', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('services_total', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('products_total', 'integer', (c) => c.notNull())
        .addColumn('total', 'integer', (c) => c.notNull())
        .addColumn('vat', 'integer', (c) => c.notNull())
        .addColumn('total_vat', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await schema
        .createIndex('orders_client_created_idx')
        .on('orders')
        .columns(['b2b_client_id', 'created_at'])
        .execute();

      await schema
        .createTable('order_drafts')
        .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('token', 'text', (c) => c.notNull())
        .addColumn('data', 'text', (c) => c.notNull())
        .addColumn('placed_order_id', 'integer', (c) => c.references('orders.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      await withIdColumn(kind, schema.createTable('order_rows'))
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('product_id', 'integer')
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('code', 'text', (c) => c.notNull())
        .addColumn('quantity', 'integer', (c) => c.notNull())
        .addColumn('price', 'integer', (c) => c.notNull())
        .addColumn('total', 'integer', (c) => c.notNull())
        .execute();
      await schema.createIndex('order_rows_order_idx').on('order_rows').column('order_id').execute();

      await withIdColumn(kind, schema.createTable('payments'))
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('method', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('amount_cents', 'integer', (c) => c.notNull())
        .addColumn('reference', 'text', (c) => c.notNull())
        .addColumn('transaction_id', 'text')
        .addColumn('paid_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await schema.createIndex('payments_order_idx').on('payments').column('order_id').execute();

      await withIdColumn(kind, schema.createTable('invoices'))
        .addColumn('order_id', 'integer', (c) =>
          c.notNull().unique().references('orders.id').onDelete('restrict'),
        )
        .addColumn('b2b_client_id', 'integer', (c) =>
          c.notNull().references('b2b_clients.id').onDelete('restrict'),
        )
        .addColumn('number', 'text', (c) => c.notNull().unique())
        .addColumn('reference_number', 'text', (c) => c.notNull())
        .addColumn('issue_date', 'text', (c) => c.notNull())
        .addColumn('due_date', 'text', (c) => c.notNull())
        .addColumn('payment_term_days', 'integer', (c) => c.notNull())
        .addColumn('total', 'integer', (c) => c.notNull())
        .addColumn('vat', 'integer', (c) => c.notNull())
        .addColumn('total_vat', 'integer', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await schema
        .createIndex('invoices_client_issue_idx')
        .on('invoices')
        .columns(['b2b_client_id', 'issue_date'])
        .execute();

      await schema
        .createTable('counters')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('value', 'integer', (c) => c.notNull())
        .execute();
    },
  };
}
