import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryGet } from '../../../lib/api';

export const RECENT_PRODUCTS_KEY = ['catalog', 'recent'] as const;

/**
 * GET /api/products/recent: the user's views within the last 45 days, newest first. Every
 * product page adds one, so the list is asked anew whenever home shows it.
 */
export const recentProductsQueryOptions = () =>
  queryOptions({
    queryKey: RECENT_PRODUCTS_KEY,
    queryFn: ({ signal }) => queryGet('/api/products/recent', 'ProductListReplySchema', { signal }),
    select: (reply) => reply.data,
    staleTime: 0,
  });

export function useRecentProducts() {
  return useQuery(recentProductsQueryOptions());
}
