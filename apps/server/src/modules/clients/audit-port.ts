import type { Db } from '../../db/database.js';

/**
 * What this feature needs of the back-office audit log (admin core's `recordAudit`, see
 * docs/decisions/046): one entry per change, written inside the change's own transaction.
 * Taking it as a function keeps the services testable on their own.
 */
export interface AuditEntry {
  action: string;
  entity: string;
  entity_id: number;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

export type AuditRecorder<Actor> = (trx: Db, actor: Actor, entry: AuditEntry) => Promise<void>;
