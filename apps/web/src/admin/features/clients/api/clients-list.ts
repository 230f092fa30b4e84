import { AdminClientsListReplySchema } from '@kodumasinad/contract/admin';
import { useAdminList } from '../../../lib/use-admin-list';
import type { ListState } from '../../../lib/use-list-params';

export const CLIENTS_ENDPOINT = '/api/admin/clients';

/** GET /api/admin/clients: one page for the URL's search, filters and sort. */
export function useClientsList(list: ListState) {
  return useAdminList(CLIENTS_ENDPOINT, AdminClientsListReplySchema, list);
}
