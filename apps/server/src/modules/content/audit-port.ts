import type { Staff } from '@kodumasinad/contract/admin';
import type { Db } from '../../db/database.js';
import type { AuditChange } from '../admin/core/index.js';

/**
 * What the content and feedback services take from the back-office core: who acts, and how a
 * change is recorded in its own transaction (core `recordAudit`, passed in by the registration,
 * so the services can be tested with a recorder of their own).
 */
export type Actor = Pick<Staff, 'id'>;
export type AuditEntry = AuditChange;
export type AuditRecorder = (trx: Db, staff: Actor, change: AuditChange) => Promise<void>;
