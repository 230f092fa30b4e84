import type { Db } from '../../db/database.js';

/**
 * What the invoice services need of the back-office core (admin-interface.md): the acting staff
 * member and the audit recorder, passed in by app.ts (`recordAudit` of core/audit-log.ts), so the
 * services depend on their shape only.
 */
export interface StaffActor {
  id: number;
  name: string;
  email: string;
  role: string;
}

export interface AuditEntry {
  action: string;
  entity: string;
  entity_id: number;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** Records one change inside the transaction that makes it. */
export type AuditRecorder = (trx: Db, staff: StaffActor, entry: AuditEntry) => Promise<void>;
