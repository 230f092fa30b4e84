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

/** Who made a change: the staff member (only the id is recorded). */
export type AuditActor = Pick<Staff, 'id'>;

/**
 * The one port through which every business module records a back-office change (decisions 044,
 * 071): its services take a recorder and call it inside the change's own transaction; the
 * module's registration passes the core's `recordAudit`, tests a recorder of their own.
 */
export type AuditRecorder<Actor = AuditActor> = (trx: Db, actor: Actor, change: AuditChange) => Promise<void>;
