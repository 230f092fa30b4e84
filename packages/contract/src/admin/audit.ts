import { z } from 'zod';
import { listReply } from '../common.js';
import { DaySchema, idSchema, queryParam } from '../validation/request.js';
import { periodInOrder } from '../validation/period.js';
import { adminListQuery } from './list.js';

/** A JSON object as recorded before or after a change. */
export const AuditValuesSchema = z.record(z.string(), z.unknown()).nullable();

/**
 * Staff sign-ins are audited too (decision 052): entity `sign_in`, the staff member's id when the
 * e-mail is one of theirs, the e-mail typed and the request's address; never a password or code.
 */
export const SIGN_IN_ENTITY = 'sign_in';
export const SIGN_IN_ACTIONS = [
  'sign_in.success',
  'sign_in.password_failed',
  'sign_in.code_failed',
  'sign_in.locked',
  'sign_in.sign_out',
] as const;
export type SignInAction = (typeof SIGN_IN_ACTIONS)[number];
export const SIGN_IN_ACTION_LABELS: Record<SignInAction, string> = {
  'sign_in.success': 'Sisselogimine',
  'sign_in.password_failed': 'Vale salasõna',
  'sign_in.code_failed': 'Vale kood',
  'sign_in.locked': 'Sisselogimine lukus',
  'sign_in.sign_out': 'Väljalogimine',
};

/**
 * One change made in the back-office (who, when, what, the values before and after), or one
 * sign-in event (`staff` null when the e-mail typed belongs to no staff member).
 */
export const AuditEntrySchema = z.object({
  id: z.number().int(),
  staff: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
  /** Sign-in events: the e-mail typed; null for changes. */
  email: z.string().nullable(),
  /** Sign-in events: the address the request came from; null for changes. */
  ip: z.string().nullable(),
  /** e.g. 'staff.create', 'order.confirm'. */
  action: z.string(),
  /** e.g. 'staff', 'order', 'page'. */
  entity: z.string(),
  entity_id: z.string().nullable(),
  before: AuditValuesSchema,
  after: AuditValuesSchema,
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AUDIT_SORTS = ['created_at'] as const;
export const AUDIT_STAFF_MESSAGE = 'Töötaja ei ole korrektne.';
export const AUDIT_FILTER_MESSAGE = 'Filter võib olla kuni 50 tähemärki.';
export const AUDIT_DATE_MESSAGE = 'Kuupäev ei ole korrektne.';
export const AUDIT_PERIOD_MESSAGE = 'Perioodi algus peab olema enne lõppu.';

/** GET /api/admin/audit: newest first; filters staff (id), entity, action, period (days, inclusive). */
export const AuditQuerySchema = adminListQuery(AUDIT_SORTS, {
  staff: queryParam(idSchema(AUDIT_STAFF_MESSAGE), AUDIT_STAFF_MESSAGE),
  entity: queryParam(z.string().max(50), AUDIT_FILTER_MESSAGE),
  action: queryParam(z.string().max(50), AUDIT_FILTER_MESSAGE),
  from: queryParam(DaySchema, AUDIT_DATE_MESSAGE),
  to: queryParam(DaySchema, AUDIT_DATE_MESSAGE),
}).superRefine((query, ctx) => periodInOrder(query, ctx, AUDIT_PERIOD_MESSAGE));
export type AuditQuery = z.output<typeof AuditQuerySchema>;
export const AuditListReplySchema = listReply(AuditEntrySchema);
export type AuditListReply = z.infer<typeof AuditListReplySchema>;
