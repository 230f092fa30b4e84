import type { Bootstrap } from '@kodumasinad/contract';
import { QueryClient } from '@tanstack/react-query';
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
 * The menu and the footer the page carried (decision 036), put where their queries look first,
 * so the shell renders them without a call; they go stale and refresh as if fetched now.
 */
export function seedShellQueries(queryClient: QueryClient, bootstrap: Bootstrap): void {
  if (bootstrap.menu) queryClient.setQueryData(menuQueryOptions().queryKey, { data: bootstrap.menu });
  if (bootstrap.footer) queryClient.setQueryData(footerQueryOptions().queryKey, { data: bootstrap.footer });
}
