import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryGet } from '../../../lib/api';

/** GET /api/products/featured (at most 12). */
export const featuredProductsQueryOptions = () =>
  queryOptions({
    queryKey: ['catalog', 'featured'],
    queryFn: ({ signal }) => queryGet('/api/products/featured', 'ProductListReplySchema', { signal }),
    select: (reply) => reply.data,
    staleTime: 5 * 60_000,
  });

export function useFeaturedProducts() {
  return useQuery(featuredProductsQueryOptions());
}
