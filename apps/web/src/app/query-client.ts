import type { Bootstrap } from '@kodumasinad/contract';
import { QueryClient } from '@tanstack/react-query';
import { productQueryOptions } from '../features/catalog/api/product';
import { footerQueryOptions } from '../features/content/api/footer';
import { menuQueryOptions } from '../features/content/api/menu';

/**
 * Each request clears the message area (SPEC §7), so queries do not refetch behind the
 * visitor's back (window focus, reconnect); failures were already reported, so no retries.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

/**
 * The menu, the footer and a product page's product the page carried (decision 036), put where
 * their queries look first, so the first screen renders them without a call; they go stale and
 * refresh as if fetched now.
 */
export function seedShellQueries(queryClient: QueryClient, bootstrap: Bootstrap): void {
  if (bootstrap.menu) queryClient.setQueryData(menuQueryOptions().queryKey, { data: bootstrap.menu });
  if (bootstrap.footer) queryClient.setQueryData(footerQueryOptions().queryKey, { data: bootstrap.footer });
  if (bootstrap.product) {
    queryClient.setQueryData(productQueryOptions(bootstrap.product.url).queryKey, {
      data: bootstrap.product,
    });
  }
}
