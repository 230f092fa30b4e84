import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryGet } from '../../../lib/api';

/** GET /api/cart/transports → data (SPEC §7); keeps a refused step's warning on screen. */
export const transportsQueryOptions = () =>
  queryOptions({
    queryKey: ['transports'],
    queryFn: async ({ signal }) =>
      (await queryGet('/api/cart/transports', 'TransportsReplySchema', { signal, clearMessages: false }))
        .data,
    staleTime: 5 * 60_000,
  });

export function useTransports() {
  return useQuery(transportsQueryOptions());
}
