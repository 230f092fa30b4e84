import { UnmatchedCreditsReplySchema } from '@kodumasinad/contract/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminGet } from '../../../lib/admin-api';

/** GET /api/admin/bank-statements/unmatched → the open "Sidumata laekumised" (decision 051). */
export const unmatchedCreditsQueryOptions = queryOptions({
  queryKey: ['admin', 'invoices', 'unmatched-credits'],
  queryFn: async ({ signal }) =>
    (await adminGet('/api/admin/bank-statements/unmatched', UnmatchedCreditsReplySchema, { signal })).data,
  staleTime: 0,
});

export function useUnmatchedCredits() {
  return useQuery(unmatchedCreditsQueryOptions);
}
