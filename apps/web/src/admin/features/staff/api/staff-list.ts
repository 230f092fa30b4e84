import { StaffListReplySchema } from '@kodumasinad/contract/admin';

export const STAFF_ENDPOINT = '/api/admin/staff';

/** GET /api/admin/staff: one page of staff accounts for the URL's list state (AdminList fetches it). */
export const staffList = { endpoint: STAFF_ENDPOINT, schema: StaffListReplySchema };
