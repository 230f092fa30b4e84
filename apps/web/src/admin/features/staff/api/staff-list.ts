import { StaffListReplySchema } from '@kodumasinad/contract/admin';
import { useAdminList } from '../../../lib/use-admin-list';
import type { ListState } from '../../../lib/use-list-params';

export const STAFF_ENDPOINT = '/api/admin/staff';

/** GET /api/admin/staff: one page of staff accounts for the URL's list state. */
export function useStaffList(list: ListState) {
  return useAdminList(STAFF_ENDPOINT, StaffListReplySchema, list);
}
