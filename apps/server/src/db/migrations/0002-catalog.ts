import type { Kysely, Migration } from 'kysely';
import { doubleType, withIdColumn, type DialectKind } from '../dialect.js';

/**
 * Issue 3: the catalogue (brands, categories, attributes, products and their values), client
 * discounts, recently viewed products, comparisons and the catalogue version that invalidates
 * the servers' in-memory catalogue index. The menu now comes from the categories.
 */
export function catalog(kind: DialectKind): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const schema = db.schema;

      await schema.dropTable('menu_items').execute();

      await withIdColumn(kind, schema.createTable('brands'))
        .addColumn('slug', 'text', (c) => c.notNull().unique())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('group_name', 'text')
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();

      await withIdColumn(kind, schema.createTable('categories'))
        // No ON DELETE RESTRICT: SQLite checks RESTRICT row by row, which breaks wiping the tree at once.
        .addColumn('parent_id', 'integer', (c) => c.references('categories.id'))
        .addColumn('slug', 'text', (c) => c.notNull().unique())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('two_columns', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await schema.createIndex('categories_parent_id_idx').on('categories').column('parent_id').execute();

      await withIdColumn(kind, schema.createTable('attributes'))
        .addColumn('code', 'text', (c) => c.notNull().unique())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('unit', 'text')
        .addColumn('filter', 'text', (c) => c.notNull().defaultTo('none'))
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();

      await withIdColumn(kind, schema.createTable('products'))
        .addColumn('category_id', 'integer', (c) =>
          c.notNull().references('categories.id').onDelete('restrict'),
        )
        .addColumn('brand_id', 'integer', (c) => c.notNull().references('brands.id').onDelete('restrict'))
        .addColumn('code', 'text', (c) => c.notNull().unique())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('url', 'text', (c) => c.notNull().unique())
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('filename', 'text')
        .addColumn('drawing', 'text')
        .addColumn('price_cents', 'integer', (c) => c.notNull())
        .addColumn('retail_cents', 'integer', (c) => c.notNull())
        .addColumn('campaign_price_cents', 'integer')
        .addColumn('discount_start', 'text')
        .addColumn('discount_end', 'text')
        .addColumn('featured', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('specs', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await schema.createIndex('products_category_id_idx').on('products').column('category_id').execute();
      await schema.createIndex('products_brand_id_idx').on('products').column('brand_id').execute();
      await schema.createIndex('products_filename_idx').on('products').column('filename').execute();

      await schema
        .createTable('product_values')
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addColumn('attribute_id', 'integer', (c) =>
          c.notNull().references('attributes.id').onDelete('cascade'),
        )
        .addColumn('value_text', 'text')
        .addColumn('value_num', doubleType(kind))
        .addPrimaryKeyConstraint('product_values_pk', ['product_id', 'attribute_id'])
        .execute();
      await schema
        .createIndex('product_values_attribute_idx')
        .on('product_values')
        .columns(['attribute_id', 'value_text', 'value_num', 'product_id'])
        .execute();

      await withIdColumn(kind, schema.createTable('client_discounts'))
        .addColumn('b2b_client_id', 'integer', (c) =>
          c.notNull().references('b2b_clients.id').onDelete('cascade'),
        )
        .addColumn('brand_id', 'integer', (c) => c.references('brands.id').onDelete('cascade'))
        .addColumn('category_id', 'integer', (c) => c.references('categories.id').onDelete('cascade'))
        .addColumn('percent', doubleType(kind), (c) => c.notNull())
        .execute();
      await schema
        .createIndex('client_discounts_client_idx')
        .on('client_discounts')
        .column('b2b_client_id')
        .execute();

      await schema
        .createTable('recent_views')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addColumn('viewed_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('recent_views_pk', ['user_id', 'product_id'])
        .execute();
      await schema
        .createIndex('recent_views_user_viewed_idx')
        .on('recent_views')
        .columns(['user_id', 'viewed_at'])
        .execute();

      await schema
        .createTable('compares')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('compares_pk', ['user_id', 'product_id'])
        .execute();

      await schema
        .createTable('catalog_meta')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
    },
  };
}
