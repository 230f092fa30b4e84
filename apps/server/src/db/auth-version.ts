import type { Kysely } from 'kysely';
import type { Database } from './schema.js';

/** The version triggers raise on every change to users, clients and sessions (decision 009). */
export async function readAuthVersion(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('auth_meta').select('version').where('id', '=', 1).executeTakeFirst();
  return row?.version ?? 0;
}
