import type { Kysely, Migration } from 'kysely';
import { withIdColumn, type DialectKind } from '../dialect.js';

/**
 * Issue 14, clients and their users in the back-office (decision 046): a client can be blocked
 * (its users are signed out and can order nothing), and a user can be invited by e-mail: the
 * invite row holds the hash of a single-use link that sets the first password (7 days).
 * An invited user has an empty password_hash until then, which no password matches.
 */
export function clientAdmin(kind: DialectKind): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('b2b_clients')
        .addColumn('blocked', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await withIdColumn(kind, db.schema.createTable('user_invites'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .execute();
      await db.schema.createIndex('user_invites_user_idx').on('user_invites').column('user_id').execute();
    },
  };
}
