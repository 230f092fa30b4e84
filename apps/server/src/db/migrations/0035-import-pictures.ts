import type { Kysely, Migration } from 'kysely';

/**
 * Issue 24's import pictures (decision 088): a gallery picture remembers where an import took it
 * from (its address, or `zip:` and the SHA-256 of a ZIP entry), so a re-import does not fetch or
 * add it again; an import keeps the path of the picture ZIP uploaded beside its file, and when its files were removed
 * (once it is done, cancelled, failed, or checked and left unapplied for a week).
 */
export function importPictures(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('product_images').addColumn('source', 'text').execute();
      await db.schema.alterTable('imports').addColumn('pictures_path', 'text').execute();
      await db.schema.alterTable('imports').addColumn('files_removed_at', 'text').execute();
    },
  };
}
