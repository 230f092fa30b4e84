import { type Filters } from '@kodumasinad/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { queryGet } from '../../../lib/api';
import { facetParams, sourceKey, type ListingSource } from './listing-query';

/** GET /api/search/price-range: the price span in cents in the active price list. Search-type (no global loader). */
export const priceRangeQueryOptions = (source: ListingSource, filters: Filters) => {
  const query = facetParams(source, filters);
  return queryOptions({
    queryKey: ['catalog', 'price-range', sourceKey(source), query],
    queryFn: ({ signal }) =>
      queryGet('/api/search/price-range', 'PriceRangeReplySchema', { signal, search: true, query }),
    select: (reply) => reply.data,
  });
};

export function usePriceRange(source: ListingSource, filters: Filters) {
  return useQuery({ ...priceRangeQueryOptions(source, filters), placeholderData: keepPreviousData });
}
