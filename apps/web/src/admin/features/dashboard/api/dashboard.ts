import { AdminDashboardReplySchema } from '@kodumasinad/contract/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminGet } from '../../../lib/admin-api';

/** GET /api/admin/dashboard: the sales office's figures (sales and admin only). */
export const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'dashboard'],
    queryFn: async ({ signal }) =>
      (await adminGet('/api/admin/dashboard', AdminDashboardReplySchema, { signal })).data,
    staleTime: 30_000,
  });

export function useDashboard(enabled: boolean) {
  return useQuery({ ...dashboardQueryOptions(), enabled });
}
