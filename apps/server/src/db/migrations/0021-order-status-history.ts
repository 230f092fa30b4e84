import type { Kysely, Migration } from 'kysely';
import { withIdColumn, type DialectKind } from '../dialect.js';

/**
 * Issue 14 (decision 047): the back-office's order transitions. `order_status_history` keeps one
 * row per transition a staff member made (from, to, the cancellation reason, who and when); the
 * buyer's order screen reads the reason from it. `staff_id` carries no foreign key so the
 * history stays when a staff account goes; `staff_name` names them as they were. Orders of every
 * company are listed by date and by status, hence the two indexes.
 */
export function orderStatusHistory(kind: DialectKind): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withIdColumn(kind, db.schema.createTable('order_status_history'))
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('from_status', 'text', (c) => c.notNull())
        .addColumn('to_status', 'text', (c) => c.notNull())
        .addColumn('reason', 'text')
        .addColumn('staff_id', 'integer')
        .addColumn('staff_name', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('order_status_history_order_idx')
        .on('order_status_history')
        .columns(['order_id', 'id'])
        .execute();
      await db.schema.createIndex('orders_created_idx').on('orders').columns(['created_at', 'id']).execute();
      await db.schema
        .createIndex('orders_status_created_idx')
        .on('orders')
        .columns(['status', 'created_at'])
        .execute();
    },
  };
}
