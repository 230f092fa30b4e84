import { QueryClient } from '@tanstack/react-query';

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
