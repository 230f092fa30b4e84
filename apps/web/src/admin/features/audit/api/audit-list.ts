import { AuditListReplySchema } from '@kodumasinad/contract/admin';

export const AUDIT_ENDPOINT = '/api/admin/audit';
/** The audit log's filters in the URL, named as the API's (staff id, entity, action, from, to). */
export const AUDIT_FILTERS = ['staff', 'entity', 'action', 'from', 'to'] as const;

/** GET /api/admin/audit: one page of the log, newest first, for the URL's list state (AdminList fetches it). */
export const auditList = { endpoint: AUDIT_ENDPOINT, schema: AuditListReplySchema };
