import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { queryGet } from '../../../lib/api';

/**
 * GET /api/product/{id}: the product page by its url slug (or numeric id). `quiet`: a prefetch
 * the visitor did not ask for (a hovered link) — no loader, messages left alone, failures not
 * shown; the screen asks again if it failed.
 */
export const productQueryOptions = (slug: string, quiet = false) =>
  queryOptions({
    queryKey: ['catalog', 'product', slug],
    queryFn: ({ signal }) =>
      queryGet(`/api/product/${encodeURIComponent(slug)}`, 'ProductReplySchema', {
        signal,
        quietNotFound: true,
        ...(quiet ? { search: true, clearMessages: false } : {}),
      }),
    select: (reply) => reply.data,
  });

/** Loads a product page's data ahead, when its link is hovered or touched. */
export function prefetchProduct(queryClient: QueryClient, slug: string): void {
  void queryClient.prefetchQuery(productQueryOptions(slug, true));
}

export function useProduct(slug: string) {
  return useQuery(productQueryOptions(slug));
}
