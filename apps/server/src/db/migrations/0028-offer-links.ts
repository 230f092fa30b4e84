import { createHash } from 'node:crypto';
import { sql, type Kysely, type Migration } from 'kysely';
import { offerLinkKey, seal } from '../../platform/secret-box.js';
import type { DialectKind } from '../dialect.js';
import type { MigrationContext } from './0025-staff-security.js';

/**
 * Issue 22 (decision 064):
 * - The end customer's link is stored as its SHA-256 (`token_hash`, as invite tokens) and, for
 *   the buyer who must see it again, sealed with AES-256-GCM (`token_sealed`); every live link of
 *   the clear `token` column is hashed and sealed and then cleared, so sent links keep working.
 * - `version` counts the changes the end customer can see; `accepted_version` is the one accepted.
 */
export function offerLinks(kind: DialectKind, context: MigrationContext): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // PostgreSQL runs each migration in a transaction; SQLite's migrator does not.
      if (kind === 'postgres') await steps(context, db);
      else await db.transaction().execute((trx) => steps(context, trx));
    },
  };
}

async function steps(context: MigrationContext, db: Kysely<unknown>): Promise<void> {
  // New columns rather than a rename: PostgreSQL's catalogue readers (Kysely's introspector in a
  // migrator of another schema, run by parallel tests or processes) fail on a column renamed
  // under them. The clear `token` column stays, emptied, and nothing reads or writes it.
  await db.schema.alterTable('offers').addColumn('token_hash', 'text').execute();
  await db.schema.createIndex('offers_token_hash').unique().on('offers').column('token_hash').execute();
  await db.schema.alterTable('offers').addColumn('token_sealed', 'text').execute();
  await db.schema
    .alterTable('offers')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable('offers').addColumn('accepted_version', 'integer').execute();
  const key = offerLinkKey(context.staffTotpKey);
  const linked = await sql<{
    id: number;
    token: string;
  }>`select id, token from offers where token is not null`.execute(db);
  // SHA-256 hex as platform/sessions.ts hashToken, written out: a migration imports no runtime module.
  for (const row of linked.rows) {
    await sql`update offers set token_hash = ${createHash('sha256').update(row.token).digest('hex')},
      token_sealed = ${seal(key, row.token)}, token = null where id = ${row.id}`.execute(db);
  }
  // Offers accepted before versions were counted were accepted as they stand.
  await sql`update offers set accepted_version = version where accepted_at is not null`.execute(db);
}
