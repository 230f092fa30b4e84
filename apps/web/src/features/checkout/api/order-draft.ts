import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api, ORDER_DRAFT_QUERY_KEY, queryGet } from '../../../lib/api';

/**
 * GET /api/order: the checkout draft (contacts, choices, passed steps, options, totals). Every
 * step save answers with the new draft, so it never goes stale by itself; cart changes mark it
 * stale. It keeps the message area: a refused step's warning is shown while the next step loads.
 */
export const orderDraftQueryOptions = () =>
  queryOptions({
    queryKey: ORDER_DRAFT_QUERY_KEY,
    queryFn: async ({ signal }) =>
      (await queryGet('/api/order', 'OrderDraftReplySchema', { signal, clearMessages: false })).data,
    staleTime: Infinity,
  });

export function useOrderDraft() {
  return useQuery(orderDraftQueryOptions());
}

/**
 * GET /api/order/new: a fresh draft prefilled from the client, for a checkout started from the
 * cart. Resolves false when it failed (the client showed why).
 */
export async function startNewDraft(queryClient: QueryClient): Promise<boolean> {
  const reply = await api.get('/api/order/new', 'OrderDraftReplySchema');
  if (!reply) return false;
  queryClient.setQueryData(ORDER_DRAFT_QUERY_KEY, reply.data);
  return true;
}
