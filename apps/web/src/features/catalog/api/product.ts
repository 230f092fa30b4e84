import { ProductReplySchema } from '@kodumasinad/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryGet } from '../../../lib/api';

/** GET /api/product/{id}: the product page by its url slug (or numeric id). */
export const productQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['catalog', 'product', slug],
    queryFn: ({ signal }) =>
      queryGet(`/api/product/${encodeURIComponent(slug)}`, ProductReplySchema, {
        signal,
        quietNotFound: true,
      }),
    select: (reply) => reply.data,
  });

export function useProduct(slug: string) {
  return useQuery(productQueryOptions(slug));
}
