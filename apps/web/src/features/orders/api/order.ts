import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryGet } from '../../../lib/api';

/** GET /api/orders/{id}: one order of the user's company (another company's answers 404). */
export const orderQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['orders', 'detail', id],
    queryFn: async ({ signal }) => (await queryGet(`/api/orders/${id}`, 'OrderReplySchema', { signal })).data,
    // The payment status changes behind the page (the bank's call), so it is always reloaded.
    staleTime: 0,
  });

export function useOrder(id: number) {
  return useQuery(orderQueryOptions(id));
}
