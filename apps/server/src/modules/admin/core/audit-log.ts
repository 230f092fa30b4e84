import type { Db } from '../../../db/database.js';
import type { AuditActor, AuditChange } from './audit-port.js';
import { AuditRepository } from './audit.repository.js';

export type { AuditChange, AuditValues } from './audit-port.js';

/**
 * Records one back-office change (decision 044). Call it inside the change's own transaction, so
 * the change and its record are saved together or not at all.
 */
export async function recordAudit(trx: Db, staff: AuditActor, change: AuditChange): Promise<void> {
  await insertEntry(trx, staff.id, null, change);
}

/**
 * Records a change made by an integration (the ERP's token, a supplier import; issue 24): no
 * staff member, so `staff_id` is null and `email` names it as `integration:<name>`.
 */
export async function recordIntegrationAudit(trx: Db, name: string, change: AuditChange): Promise<void> {
  await insertEntry(trx, null, `integration:${name}`, change);
}

/**
 * Records a change made by an operator's command on the server (`npm run create-admin`): no
 * staff member signed in, so `staff_id` is null and `email` names it as `command:<name>`.
 */
export async function recordCommandAudit(trx: Db, name: string, change: AuditChange): Promise<void> {
  await insertEntry(trx, null, `command:${name}`, change);
}

async function insertEntry(
  trx: Db,
  staffId: number | null,
  email: string | null,
  change: AuditChange,
): Promise<void> {
  await new AuditRepository(trx).insert({
    staff_id: staffId,
    action: change.action,
    entity: change.entity,
    entity_id: change.entity_id === null ? null : String(change.entity_id),
    before_json: change.before === null ? null : JSON.stringify(change.before),
    after_json: change.after === null ? null : JSON.stringify(change.after),
    created_at: new Date().toISOString(),
    email,
    ip: null,
  });
}
