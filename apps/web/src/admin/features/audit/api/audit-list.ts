import { AuditListReplySchema } from '@kodumasinad/contract/admin';
import { useAdminList } from '../../../lib/use-admin-list';
import type { ListState } from '../../../lib/use-list-params';

export const AUDIT_ENDPOINT = '/api/admin/audit';
/** The audit log's filters in the URL, named as the API's (staff id, entity, action, from, to). */
export const AUDIT_FILTERS = ['staff', 'entity', 'action', 'from', 'to'] as const;

/** GET /api/admin/audit: one page of the log, newest first, for the URL's list state. */
export function useAuditList(list: ListState) {
  return useAdminList(AUDIT_ENDPOINT, AuditListReplySchema, list);
}
