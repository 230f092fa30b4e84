import type { Kysely, Migration } from 'kysely';
import type { DialectKind } from '../dialect.js';

/**
 * Issue 14, back-office content (decision 049): news items get a published flag (existing items
 * stay published) and an edit time; feedback gets its inbox state (new → read → answered) with the
 * times it was read and answered.
 */
export function contentAdmin(_kind: DialectKind): Migration {
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
    },
  };
}
