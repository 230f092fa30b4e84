import { type ComparesReply } from '@kodumasinad/contract';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { queryGet } from '../../../lib/api';

export const COMPARES_KEY = ['compares', 'detail'] as const;
export const COMPARE_IDS_KEY = ['compares', 'ids'] as const;

/** GET /api/compares: the products in the comparison with the table's attribute rows. */
export const comparesQueryOptions = () =>
  queryOptions({
    queryKey: COMPARES_KEY,
    queryFn: ({ signal }) => queryGet('/api/compares', 'ComparesReplySchema', { signal }),
    staleTime: 0,
  });

export function useCompares() {
  return useQuery(comparesQueryOptions());
}

/**
 * Which products are in the comparison, for the 'Lisa võrdlusesse' toggles. Read once from
 * GET /api/compares, then kept current from the add/remove replies (they return the ids), so
 * toggling never refetches.
 */
export const compareIdsQueryOptions = () =>
  queryOptions({
    queryKey: COMPARE_IDS_KEY,
    queryFn: async ({ signal }) => {
      const reply = await queryGet('/api/compares', 'ComparesReplySchema', { signal });
      return reply.data.map((product) => product.id);
    },
    staleTime: 5 * 60_000,
  });

export function useCompareIds() {
  return useQuery(compareIdsQueryOptions());
}

/** After a change: the ids from the reply; the detailed list from the reply or asked anew. */
export function storeCompareReply(
  client: QueryClient,
  ids: number[],
  detailed: ComparesReply | null = null,
): Promise<void> {
  client.setQueryData(COMPARE_IDS_KEY, ids);
  if (detailed) {
    client.setQueryData(COMPARES_KEY, detailed);
    return Promise.resolve();
  }
  return client.invalidateQueries({ queryKey: COMPARES_KEY });
}
