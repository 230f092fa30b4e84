import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryGet } from '../../../lib/api';

/** GET /api/offers/index → {counts} per status, for the list's tabs. */
export const offersIndexQueryOptions = () =>
  queryOptions({
    queryKey: ['offers', 'index'],
    queryFn: ({ signal }) => queryGet('/api/offers/index', 'OffersIndexReplySchema', { signal }),
  });

export function useOffersIndex() {
  return useQuery(offersIndexQueryOptions());
}
