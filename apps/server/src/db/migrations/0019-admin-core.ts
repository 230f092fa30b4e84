import { sql, type Kysely, type Migration } from 'kysely';
import { createRowTrigger, withIdColumn, type DialectKind } from '../dialect.js';

const BUMP = 'update auth_meta set version = version + 1 where id = 1';

/**
 * Issue 14, the back-office core: staff accounts, the audit log, and staff sessions in the one
 * `sessions` table (decisions 043, 044). A session belongs to a buyer or to a staff member, never
 * both. The auth-version trigger on sessions (0004) is widened to the staff columns, so a staff
 * session changed or ended at the database is seen by every process's auth cache (decision 009).
 */
export function adminCore(kind: DialectKind): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withIdColumn(kind, db.schema.createTable('staff'))
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('admin', 'sales', 'content')`))
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('totp_secret', 'text')
        .addColumn('totp_last_step', kind === 'postgres' ? 'bigint' : 'integer')
        .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      await withIdColumn(kind, db.schema.createTable('audit_log'))
        .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id').onDelete('restrict'))
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('entity', 'text', (c) => c.notNull())
        .addColumn('entity_id', 'text')
        .addColumn('before_json', 'text')
        .addColumn('after_json', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('audit_log_created_idx').on('audit_log').column('created_at').execute();
      await db.schema
        .createIndex('audit_log_entity_idx')
        .on('audit_log')
        .columns(['entity', 'entity_id'])
        .execute();
      await db.schema.createIndex('audit_log_staff_idx').on('audit_log').column('staff_id').execute();

      await db.schema
        .alterTable('sessions')
        .addColumn('staff_id', 'integer', (c) =>
          c
            .references('staff.id')
            .onDelete('cascade')
            .check(sql`staff_id is null or user_id is null`),
        )
        .execute();
      await db.schema
        .alterTable('sessions')
        .addColumn('staff_stage', 'text', (c) => c.check(sql`staff_stage in ('password', 'totp')`))
        .execute();
      await db.schema.alterTable('sessions').addColumn('staff_enroll_secret', 'text').execute();
      await db.schema.createIndex('sessions_staff_idx').on('sessions').column('staff_id').execute();

      if (kind === 'postgres') {
        await sql`drop trigger sessions_auth_update on sessions`.execute(db);
        await sql`drop function sessions_auth_update_fn()`.execute(db);
      } else {
        await sql`drop trigger sessions_auth_update`.execute(db);
      }
      await createRowTrigger(kind, db, {
        name: 'sessions_auth_update',
        table: 'sessions',
        event: 'UPDATE',
        when: [
          'new.user_id is distinct from old.user_id',
          'new.staff_id is distinct from old.staff_id',
          'new.staff_stage is distinct from old.staff_stage',
          'new.expires_at < old.expires_at',
          'new.last_seen_at < old.last_seen_at',
        ].join(' or '),
        statement: BUMP,
      });
    },
  };
}
