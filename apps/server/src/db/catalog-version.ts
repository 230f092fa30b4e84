import type { Kysely } from 'kysely';
import type { Database } from './schema.js';

/**
 * The catalogue version in `catalog_meta` is how every server process learns that products,
 * prices or discounts changed: whoever changes them raises it (in the same transaction), and
 * the processes rebuild their in-memory catalogue index when they see a new value (DESIGN.md:
 * caches are invalidated through the database).
 */
const META_ID = 1;

export async function readCatalogVersion(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('catalog_meta')
    .select('version')
    .where('id', '=', META_ID)
    .executeTakeFirst();
  return row?.version ?? 0;
}

export async function bumpCatalogVersion(db: Kysely<Database>): Promise<void> {
  const now = new Date().toISOString();
  await db
    .insertInto('catalog_meta')
    .values({ id: META_ID, version: 1, updated_at: now })
    .onConflict((oc) =>
      oc.column('id').doUpdateSet((eb) => ({ version: eb('catalog_meta.version', '+', 1), updated_at: now })),
    )
    .execute();
}
