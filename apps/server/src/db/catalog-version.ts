import type { Kysely } from 'kysely';
import type { Database } from './schema.js';

/**
 * The catalogue version in `catalog_meta` is how every server process learns that products,
 * prices or discounts changed: whoever changes them raises it (in the same transaction), and
 * the processes bring their in-memory catalogue index up to date when they see a new value
 * (DESIGN.md: caches are invalidated through the database). Each version also says what it
 * changed (`catalog_changes`, decision 092): prices of named products and clients' discounts are
 * patched into the index in milliseconds; anything else rebuilds it.
 */
const META_ID = 1;
/** Versions whose changes are kept: a process further behind than this rebuilds. */
const KEPT_CHANGES = 2000;
/** A price change of more products than this is recorded as `other`: a rebuild is as quick. */
export const MAX_PATCHED_PRODUCTS = 20_000;

/** What a catalogue change touched (decision 092). */
export type CatalogChange =
  { kind: 'prices'; productIds: readonly number[] } | { kind: 'discounts' } | { kind: 'other' };

/** One version's recorded change. */
export type CatalogChangeRow = { version: number; at: string } & CatalogChange;

const OTHER: CatalogChange = { kind: 'other' };

export async function readCatalogVersion(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('catalog_meta')
    .select('version')
    .where('id', '=', META_ID)
    .executeTakeFirst();
  return row?.version ?? 0;
}

/**
 * The version and the moment it was last raised: together they tell one catalogue apart from
 * another database's (or a recreated one's) that happens to have reached the same number, which is
 * what a catalogue index kept on disk is checked against (decision 085).
 */
export async function readCatalogStamp(
  db: Kysely<Database>,
): Promise<{ version: number; updatedAt: string }> {
  const row = await db
    .selectFrom('catalog_meta')
    .select(['version', 'updated_at'])
    .where('id', '=', META_ID)
    .executeTakeFirst();
  return { version: row?.version ?? 0, updatedAt: row?.updated_at ?? '' };
}

/**
 * Raises the version and records what it changed, in the caller's transaction; returns the new
 * version. Without a `change` the version is an `other` one: every process rebuilds its index.
 */
export async function bumpCatalogVersion(
  db: Kysely<Database>,
  change: CatalogChange = OTHER,
): Promise<number> {
  const now = new Date().toISOString();
  const { version } = await db
    .insertInto('catalog_meta')
    .values({ id: META_ID, version: 1, updated_at: now })
    .onConflict((oc) =>
      oc.column('id').doUpdateSet((eb) => ({ version: eb('catalog_meta.version', '+', 1), updated_at: now })),
    )
    .returning('version')
    .executeTakeFirstOrThrow();
  const recorded =
    change.kind === 'prices' && change.productIds.length > MAX_PATCHED_PRODUCTS ? OTHER : change;
  const row = {
    kind: recorded.kind,
    product_ids: recorded.kind === 'prices' ? JSON.stringify([...new Set(recorded.productIds)]) : null,
    at: now,
  };
  await db
    .insertInto('catalog_changes')
    .values({ version, ...row })
    // A database whose version was set back by hand (tests, a restore) may hold this version's
    // old row: the newer change replaces it.
    .onConflict((oc) => oc.column('version').doUpdateSet(row))
    .execute();
  if (version % 100 === 0) {
    await db
      .deleteFrom('catalog_changes')
      .where('version', '<=', version - KEPT_CHANGES)
      .execute();
  }
  return Number(version);
}

/**
 * The changes of the versions after `after` up to `upTo`, in order, or null when any of them is
 * not recorded (older than the kept ones, or written before versions said what they changed):
 * the caller then rebuilds.
 */
export async function readCatalogChanges(
  db: Kysely<Database>,
  after: number,
  upTo: number,
): Promise<CatalogChangeRow[] | null> {
  if (upTo <= after) return [];
  if (upTo - after > KEPT_CHANGES) return null;
  const rows = await db
    .selectFrom('catalog_changes')
    .select(['version', 'kind', 'product_ids', 'at'])
    .where('version', '>', after)
    .where('version', '<=', upTo)
    .orderBy('version')
    .execute();
  if (rows.length !== upTo - after) return null;
  return rows.map((row): CatalogChangeRow => {
    const base = { version: Number(row.version), at: row.at };
    if (row.kind === 'prices')
      return { ...base, kind: 'prices', productIds: JSON.parse(row.product_ids ?? '[]') as number[] };
    return { ...base, kind: row.kind === 'discounts' ? 'discounts' : 'other' };
  });
}
