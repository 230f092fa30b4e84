import type { Kysely, Migration } from 'kysely';
import { withIdColumn, type DialectKind } from '../dialect.js';

/**
 * Issue 24, the ERP's integration API (decision 081): bearer tokens created by an admin, stored as
 * the SHA-256 of the secret, with their scopes, their last use and their revocation.
 */
export function integrationTokens(kind: DialectKind): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withIdColumn(kind, db.schema.createTable('integration_tokens'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('scopes', 'text', (c) => c.notNull())
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('prefix', 'text', (c) => c.notNull())
        .addColumn('created_by', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('last_used_at', 'text')
        .addColumn('revoked_at', 'text')
        .execute();
    },
  };
}
