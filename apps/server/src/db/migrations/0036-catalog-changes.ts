import type { Kysely, Migration } from 'kysely';

/**
 * What each catalogue version changed (decision 092): a price change names its products, so a
 * process that sees the new version patches its catalogue index instead of rebuilding it.
 */
export function catalogChanges(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('catalog_changes')
        .addColumn('version', 'integer', (c) => c.primaryKey())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('product_ids', 'text')
        .addColumn('at', 'text', (c) => c.notNull())
        .execute();
    },
  };
}
