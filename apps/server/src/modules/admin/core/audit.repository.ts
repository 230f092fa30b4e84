import type { AuditQuery } from '@kodumasinad/contract/admin';
import type { Insertable } from 'kysely';
import type { Db } from '../../../db/database.js';
import type { AuditLogTable } from '../../../db/schema-admin.js';
import { anyContainsFolded } from '../../../db/text-search.js';

export interface AuditListRow {
  id: number;
  staff_id: number | null;
  staff_name: string | null;
  staff_email: string | null;
  action: string;
  entity: string;
  entity_id: string | null;
  before_json: string | null;
  after_json: string | null;
  created_at: string;
  email: string | null;
  ip: string | null;
}

/** The day after `day` (yyyy-mm-dd), for an inclusive period on ISO timestamps. */
function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/**
 * The audit log (decision 044), its only writer: entries come from recordAudit (back-office
 * changes) and SignInAudit (staff sign-in events).
 */
export class AuditRepository {
  constructor(private readonly db: Db) {}

  async insert(entry: Omit<Insertable<AuditLogTable>, 'id'>): Promise<void> {
    await this.db.insertInto('audit_log').values(entry).execute();
  }

  async list(
    query: AuditQuery,
    limit: number,
    offset: number,
  ): Promise<{ rows: AuditListRow[]; total: number }> {
    let base = this.db.selectFrom('audit_log').leftJoin('staff', 'staff.id', 'audit_log.staff_id');
    if (query.staff !== undefined) base = base.where('audit_log.staff_id', '=', query.staff);
    if (query.entity !== undefined) base = base.where('audit_log.entity', '=', query.entity);
    if (query.action !== undefined) base = base.where('audit_log.action', '=', query.action);
    if (query.from !== undefined) base = base.where('audit_log.created_at', '>=', query.from);
    if (query.to !== undefined) base = base.where('audit_log.created_at', '<', nextDay(query.to));
    if (query.q !== undefined) {
      base = base.where(
        anyContainsFolded(
          ['staff.name', 'audit_log.entity_id', 'audit_log.action', 'audit_log.email', 'audit_log.ip'],
          query.q,
        ),
      );
    }
    const count = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
    const rows = await base
      .select([
        'audit_log.id',
        'audit_log.staff_id',
        'staff.name as staff_name',
        'staff.email as staff_email',
        'audit_log.action',
        'audit_log.entity',
        'audit_log.entity_id',
        'audit_log.before_json',
        'audit_log.after_json',
        'audit_log.created_at',
        'audit_log.email',
        'audit_log.ip',
      ])
      .orderBy('audit_log.created_at', query.dir)
      .orderBy('audit_log.id', query.dir)
      .limit(limit)
      .offset(offset)
      .execute();
    return { rows, total: Number(count.total) };
  }
}
