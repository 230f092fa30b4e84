import { ImportReplySchema, type Import } from '@kodumasinad/contract/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminGet } from '../../../lib/admin-api';

/** While a job runs, the import is asked for again this often. */
export const IMPORT_POLL_MS = 1000;

export const isRunning = (status: Import['status']) => status === 'checking' || status === 'applying';

export const importQueryKey = (id: number) => ['admin', 'imports', 'detail', id] as const;

/** GET /api/admin/imports/{id} → {import}: polled while its dry run or apply runs. */
export const importQueryOptions = (id: number) =>
  queryOptions({
    queryKey: importQueryKey(id),
    queryFn: async ({ signal }) =>
      (await adminGet(`/api/admin/imports/${id}`, ImportReplySchema, { signal })).import,
    staleTime: 0,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status !== undefined && isRunning(status) ? IMPORT_POLL_MS : false;
    },
  });

export function useImport(id: number) {
  return useQuery(importQueryOptions(id));
}
