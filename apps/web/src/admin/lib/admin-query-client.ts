import { QueryClient } from '@tanstack/react-query';

/** Like the shop's: no refetching behind the staff member's back, no retries (failures were shown). */
export function createAdminQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
