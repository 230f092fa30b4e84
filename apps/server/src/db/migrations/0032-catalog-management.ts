import { sql, type Kysely, type Migration } from 'kysely';
import { withIdColumn, type DialectKind } from '../dialect.js';

const ROLES_BEFORE = "role in ('admin', 'sales', 'content')";
const ROLES_AFTER = "role in ('admin', 'sales', 'content', 'catalog')";

/**
 * Issue 24, the catalogue in the back-office:
 * - the staff role `catalog` (Tootehaldur);
 * - products can be hidden and carry the supplier's own code (the import key);
 * - categories can be hidden; attributes may list their allowed values; each category may name
 *   which attributes its filters offer and in what order;
 * - a picture gallery per product (the main picture stays in `products.filename`);
 * - old product addresses that redirect after a slug change;
 * - hand-picked related, similar and add-on products per product.
 */
export function catalogManagement(kind: DialectKind): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await widenStaffRoles(kind, db);
      const schema = db.schema;

      await schema
        .alterTable('products')
        .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await schema.alterTable('products').addColumn('supplier_code', 'text').execute();
      await schema.createIndex('products_supplier_code_idx').on('products').column('supplier_code').execute();
      await schema.createIndex('products_updated_at_idx').on('products').column('updated_at').execute();
      await schema
        .alterTable('categories')
        .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await schema.alterTable('attributes').addColumn('choices', 'text').execute();

      await schema
        .createTable('category_attributes')
        .addColumn('category_id', 'integer', (c) =>
          c.notNull().references('categories.id').onDelete('cascade'),
        )
        .addColumn('attribute_id', 'integer', (c) =>
          c.notNull().references('attributes.id').onDelete('cascade'),
        )
        .addColumn('sort', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('category_attributes_pk', ['category_id', 'attribute_id'])
        .execute();

      await withIdColumn(kind, schema.createTable('product_images'))
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addColumn('filename', 'text', (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull())
        .addColumn('width', 'integer', (c) => c.notNull())
        .addColumn('height', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await schema
        .createIndex('product_images_product_idx')
        .on('product_images')
        .columns(['product_id', 'sort'])
        .execute();

      await schema
        .createTable('product_redirects')
        .addColumn('old_url', 'text', (c) => c.primaryKey())
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await schema
        .createIndex('product_redirects_product_idx')
        .on('product_redirects')
        .column('product_id')
        .execute();

      await schema
        .createTable('product_links')
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('related', 'similar', 'add_on')`))
        .addColumn('linked_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addColumn('sort', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('product_links_pk', ['product_id', 'kind', 'linked_id'])
        .execute();
      await schema.createIndex('product_links_linked_idx').on('product_links').column('linked_id').execute();
    },
  };
}

/**
 * PostgreSQL replaces the named check. SQLite cannot alter a check, so the staff table is copied
 * into a new one (the documented twelve-step change; nothing triggers on `staff`) with foreign
 * keys off, since sessions and the audit log refer to it. SQLite's migrator runs outside a
 * transaction, which is what lets the pragma take effect.
 */
async function widenStaffRoles(kind: DialectKind, db: Kysely<unknown>): Promise<void> {
  if (kind === 'postgres') {
    await sql`alter table staff drop constraint staff_role_check`.execute(db);
    await sql.raw(`alter table staff add constraint staff_role_check check (${ROLES_AFTER})`).execute(db);
    return;
  }
  const { rows } = await sql<{
    sql: string;
  }>`select sql from sqlite_master where type = 'table' and name = 'staff'`.execute(db);
  const create = rows[0]?.sql;
  if (create?.includes(ROLES_BEFORE) !== true) throw new Error('staff table: role check not found');
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      await sql
        .raw(
          create
            .replace(ROLES_BEFORE, ROLES_AFTER)
            .replace(/^CREATE TABLE "?staff"?/i, 'create table "staff_next"'),
        )
        .execute(trx);
      await sql`insert into staff_next select * from staff`.execute(trx);
      await sql`drop table staff`.execute(trx);
      await sql`alter table staff_next rename to staff`.execute(trx);
      const broken = await sql<{ table: string }>`pragma foreign_key_check`.execute(trx);
      if (broken.rows.length > 0) throw new Error('staff table copy broke a foreign key');
    });
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}
