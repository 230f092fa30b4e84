import type { Kysely, Migration } from 'kysely';
import { createRowTrigger, type DialectKind } from '../dialect.js';

const BUMP = 'update auth_meta set version = version + 1 where id = 1';

/**
 * Performance work on issue 3: the version that lets every server process cache sessions and
 * users in memory (decision 009). Triggers raise it on every change that could end a session or
 * change what a user may see — whoever makes the change, the shop or a person at the database.
 * Moving a session's times forward (the regular touch) does not count.
 */
export function authVersion(kind: DialectKind): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('auth_meta')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('version', 'integer', (c) => c.notNull())
        .execute();
      await db
        .insertInto('auth_meta' as never)
        .values({ id: 1, version: 1 } as never)
        .execute();
      for (const table of ['users', 'b2b_clients']) {
        await createRowTrigger(kind, db, {
          name: `${table}_auth_update`,
          table,
          event: 'UPDATE',
          statement: BUMP,
        });
        await createRowTrigger(kind, db, {
          name: `${table}_auth_delete`,
          table,
          event: 'DELETE',
          statement: BUMP,
        });
      }
      await createRowTrigger(kind, db, {
        name: 'sessions_auth_delete',
        table: 'sessions',
        event: 'DELETE',
        statement: BUMP,
      });
      await createRowTrigger(kind, db, {
        name: 'sessions_auth_update',
        table: 'sessions',
        event: 'UPDATE',
        when: [
          'new.user_id is distinct from old.user_id',
          'new.expires_at < old.expires_at',
          'new.last_seen_at < old.last_seen_at',
        ].join(' or '),
        statement: BUMP,
      });
    },
  };
}
