import type { Kysely } from 'kysely';
import type { Database } from './schema.js';

/**
 * The next value of a named counter ('order-2026'), one atomic upsert: call it inside the
 * transaction that uses the number, so a rolled-back transaction gives its number back and two
 * concurrent transactions never get the same one (PostgreSQL holds the row lock until commit,
 * SQLite writes one transaction at a time).
 */
export async function nextCounterValue(db: Kysely<Database>, name: string): Promise<number> {
  const row = await db
    .insertInto('counters')
    .values({ name, value: 1 })
    .onConflict((oc) => oc.column('name').doUpdateSet((eb) => ({ value: eb('counters.value', '+', 1) })))
    .returning('value')
    .executeTakeFirstOrThrow();
  return row.value;
}

/** Raises a counter to at least `value` (seeding history with numbers already used). */
export async function raiseCounter(db: Kysely<Database>, name: string, value: number): Promise<void> {
  await db
    .insertInto('counters')
    .values({ name, value })
    .onConflict((oc) => oc.column('name').doUpdateSet({ value }).where('counters.value', '<', value))
    .execute();
}
