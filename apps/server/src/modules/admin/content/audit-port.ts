import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import type { Db } from '../../../db/database.js';

/**
 * What the content and feedback services need of the back-office core: who acts, and a way to
 * record the change in the same transaction (admin/core/audit-log.ts `recordAudit`, passed in by
 * app.ts). Kept as a port so these services are tested on their own.
 */
export interface Actor {
  id: number;
  email: string;
  name: string;
  role: string;
}

export interface AuditEntry {
  action: string;
  entity: string;
  entity_id: number | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

export type AuditRecorder = (trx: Db, staff: Actor, entry: AuditEntry) => Promise<void>;

/** An export reads at most this many rows (as admin/core's EXPORT_MAX_ROWS). */
export const EXPORT_ROWS = 10_000;

/** A page of a list, as `{data, meta}` replies count it. */
export function pageMeta(page: number, perPage: number, total: number) {
  return { current_page: page, last_page: Math.max(1, Math.ceil(total / perPage)), per_page: perPage, total };
}

/** `%text%` for a case-insensitive LIKE with `escape '\'`. */
export function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The staff guard of admin/core (requireStaff) and the staff member it found for a request. */
export interface StaffAccess {
  requireStaff: (roles: readonly ('admin' | 'sales' | 'content')[]) => onRequestHookHandler;
  staffOf: (request: FastifyRequest) => Actor;
}
