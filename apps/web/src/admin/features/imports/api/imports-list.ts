import { ImportListReplySchema } from '@kodumasinad/contract/admin';
import { useQuery } from '@tanstack/react-query';
import { adminGet } from '../../../lib/admin-api';

/** GET /api/admin/imports → {data}: the recent imports. */
export function useImports() {
  return useQuery({
    queryKey: ['admin', 'imports', 'list'],
    queryFn: async ({ signal }) =>
      (await adminGet('/api/admin/imports', ImportListReplySchema, { signal })).data,
    staleTime: 0,
  });
}
