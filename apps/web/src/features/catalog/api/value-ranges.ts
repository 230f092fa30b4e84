import { type Filters } from '@kodumasinad/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { queryGet } from '../../../lib/api';
import { facetParams, sourceKey, type ListingSource } from './listing-query';

/** GET /api/search/value-ranges: numeric measures chosen as a min–max range. Search-type (no global loader). */
export const valueRangesQueryOptions = (source: ListingSource, filters: Filters) => {
  const query = facetParams(source, filters);
  return queryOptions({
    queryKey: ['catalog', 'value-ranges', sourceKey(source), query],
    queryFn: ({ signal }) =>
      queryGet('/api/search/value-ranges', 'ValueRangesReplySchema', { signal, search: true, query }),
    select: (reply) => reply.data,
  });
};

export function useValueRanges(source: ListingSource, filters: Filters) {
  return useQuery({ ...valueRangesQueryOptions(source, filters), placeholderData: keepPreviousData });
}
