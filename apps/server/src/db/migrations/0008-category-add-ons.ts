import type { Kysely, Migration } from 'kysely';
import type { DialectKind } from '../dialect.js';

/**
 * Issue 10: which add-on products (accessories and services) fit the products of a category
 * (decision 020). A top category's add-ons fit every product below it.
 */
export function categoryAddOns(_kind: DialectKind): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('category_add_ons')
        .addColumn('category_id', 'integer', (c) =>
          c.notNull().references('categories.id').onDelete('cascade'),
        )
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addColumn('sort', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('category_add_ons_pk', ['category_id', 'product_id'])
        .execute();
      await db.schema
        .createIndex('category_add_ons_product_idx')
        .on('category_add_ons')
        .column('product_id')
        .execute();
    },
  };
}
