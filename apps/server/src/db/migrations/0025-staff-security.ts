import { sql, type Kysely, type Migration } from 'kysely';
import { dayStartUtc } from '../../platform/estonian-calendar.js';
import { isSealed, seal } from '../../platform/secret-box.js';
import { withIdColumn, type DialectKind } from '../dialect.js';

/** What migrations may need beyond the database: keys from configuration. */
export interface MigrationContext {
  /** The staff TOTP secrets' key (config.staffTotpKey, decision 052). */
  staffTotpKey: Buffer;
}

/**
 * Staff security (decisions 052, 053):
 * - `audit_log` also records staff sign-ins (decision 044 as amended): `staff_id` becomes
 *   optional (a failed sign-in with an unknown e-mail has no staff member), `email` is the
 *   address typed at sign-in and `ip` the request's address. SQLite cannot drop a NOT NULL, so
 *   there the table is copied into a new one.
 * - TOTP secrets (enrolled ones and those of sessions in the middle of an enrolment) are
 *   encrypted with AES-256-GCM under STAFF_TOTP_KEY.
 * - News dated by day start at the Estonian midnight of that day, not at 00:00 UTC.
 */
export function staffSecurity(kind: DialectKind, context: MigrationContext): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // PostgreSQL runs each migration in a transaction; SQLite's migrator does not.
      if (kind === 'postgres') await steps(kind, context, db);
      else await db.transaction().execute((trx) => steps(kind, context, trx));
    },
  };
}

async function steps(kind: DialectKind, context: MigrationContext, db: Kysely<unknown>): Promise<void> {
  await widenAuditLog(kind, db);
  await encryptTotpSecrets(context.staffTotpKey, db);
  await newsFromEstonianMidnight(db);
}

async function widenAuditLog(kind: DialectKind, db: Kysely<unknown>): Promise<void> {
  if (kind === 'postgres') {
    await sql`alter table audit_log alter column staff_id drop not null`.execute(db);
    await db.schema.alterTable('audit_log').addColumn('email', 'text').execute();
    await db.schema.alterTable('audit_log').addColumn('ip', 'text').execute();
  } else {
    await withIdColumn(kind, db.schema.createTable('audit_log_next'))
      .addColumn('staff_id', 'integer', (c) => c.references('staff.id').onDelete('restrict'))
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('entity', 'text', (c) => c.notNull())
      .addColumn('entity_id', 'text')
      .addColumn('before_json', 'text')
      .addColumn('after_json', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('email', 'text')
      .addColumn('ip', 'text')
      .execute();
    await sql`insert into audit_log_next
        (id, staff_id, action, entity, entity_id, before_json, after_json, created_at)
      select id, staff_id, action, entity, entity_id, before_json, after_json, created_at
      from audit_log`.execute(db);
    await sql`drop table audit_log`.execute(db);
    await sql`alter table audit_log_next rename to audit_log`.execute(db);
    await db.schema.createIndex('audit_log_created_idx').on('audit_log').column('created_at').execute();
    await db.schema
      .createIndex('audit_log_entity_idx')
      .on('audit_log')
      .columns(['entity', 'entity_id'])
      .execute();
    await db.schema.createIndex('audit_log_staff_idx').on('audit_log').column('staff_id').execute();
  }
}

async function encryptTotpSecrets(key: Buffer, db: Kysely<unknown>): Promise<void> {
  const staff = await sql<{
    id: number;
    totp_secret: string;
  }>`select id, totp_secret from staff where totp_secret is not null`.execute(db);
  for (const row of staff.rows) {
    if (isSealed(row.totp_secret)) continue;
    await sql`update staff set totp_secret = ${seal(key, row.totp_secret)} where id = ${row.id}`.execute(db);
  }
  const sessions = await sql<{
    id: number;
    staff_enroll_secret: string;
  }>`select id, staff_enroll_secret from sessions where staff_enroll_secret is not null`.execute(db);
  for (const row of sessions.rows) {
    if (isSealed(row.staff_enroll_secret)) continue;
    await sql`update sessions set staff_enroll_secret = ${seal(key, row.staff_enroll_secret)}
      where id = ${row.id}`.execute(db);
  }
}

/** Items stamped with a day's 00:00 UTC (a date without a time) move to that day's Estonian start. */
async function newsFromEstonianMidnight(db: Kysely<unknown>): Promise<void> {
  const rows = await sql<{
    id: number;
    published_at: string;
  }>`select id, published_at from news where published_at like ${'%T00:00:00.000Z'}`.execute(db);
  for (const row of rows.rows) {
    const start = dayStartUtc(row.published_at.slice(0, 10));
    await sql`update news set published_at = ${start} where id = ${row.id}`.execute(db);
  }
}
