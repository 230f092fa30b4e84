import type { Staff } from '@kodumasinad/contract/admin';
import type { Db } from '../../../db/database.js';

/** A plain JSON object of the values that matter (no secrets, no password hashes). */
export type AuditValues = Record<string, unknown> | null;

export interface AuditChange {
  /** What was done, `<entity>.<verb>`: 'staff.create', 'order.confirm'. */
  action: string;
  /** The kind of thing changed: 'staff', 'client', 'order', 'page'. */
  entity: string;
  entity_id: number | string | null;
  before: AuditValues;
  after: AuditValues;
}

/**
 * Records one back-office change (decision 044). Call it inside the change's own transaction, so
 * the change and its record are saved together or not at all.
 */
export async function recordAudit(trx: Db, staff: Pick<Staff, 'id'>, change: AuditChange): Promise<void> {
  await trx
    .insertInto('audit_log')
    .values({
      staff_id: staff.id,
      action: change.action,
      entity: change.entity,
      entity_id: change.entity_id === null ? null : String(change.entity_id),
      before_json: change.before === null ? null : JSON.stringify(change.before),
      after_json: change.after === null ? null : JSON.stringify(change.after),
      created_at: new Date().toISOString(),
      email: null,
      ip: null,
    })
    .execute();
}
