import { queryOptions, useQuery } from '@tanstack/react-query';
import { StaffMeReplySchema } from '@kodumasinad/contract/admin';
import { ADMIN_ME_QUERY_KEY, adminGet } from '../../../lib/admin-api';

/** GET /api/admin/me: the signed-in staff member; a 401 sends the visitor to /haldus/login. */
export const adminMeQueryOptions = () =>
  queryOptions({
    queryKey: ADMIN_ME_QUERY_KEY,
    queryFn: () => adminGet('/api/admin/me', StaffMeReplySchema),
    staleTime: 60_000,
  });

export function useAdminMe() {
  return useQuery(adminMeQueryOptions());
}
