import type { Kysely, Migration } from 'kysely';
import { withIdColumn, type DialectKind } from '../dialect.js';

/**
 * Issue 14, back-office content (decision 049): news items get a published flag (existing items
 * stay published) and an edit time; feedback gets its inbox state (new → read → answered) with the
 * times it was read and answered; `menu_items` holds the secondary menu once the back-office has
 * edited it (0002 had dropped 0001's unused table of that name).
 */
export function contentAdmin(kind: DialectKind): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('news')
        .addColumn('published', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      await db.schema.alterTable('news').addColumn('updated_at', 'text').execute();
      await db.schema
        .alterTable('feedback')
        .addColumn('state', 'text', (c) => c.notNull().defaultTo('new'))
        .execute();
      await db.schema.alterTable('feedback').addColumn('read_at', 'text').execute();
      await db.schema.alterTable('feedback').addColumn('answered_at', 'text').execute();
      await db.schema
        .createIndex('feedback_state_created_idx')
        .on('feedback')
        .columns(['state', 'created_at'])
        .execute();
      await withIdColumn(kind, db.schema.createTable('menu_items'))
        .addColumn('parent_id', 'integer', (c) => c.references('menu_items.id').onDelete('cascade'))
        .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('url', 'text')
        .addColumn('two_columns', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('links', 'text', (c) => c.notNull().defaultTo('{}'))
        .execute();
      await db.schema.createIndex('menu_items_parent_idx').on('menu_items').column('parent_id').execute();
    },
  };
}
