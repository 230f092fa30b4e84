import { type Filters } from '@kodumasinad/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { queryGet } from '../../../lib/api';
import { facetParams, sourceKey, type ListingSource } from './listing-query';

/** GET /api/search/selected-filters: the chosen filters as chips, each with the segment that removes it. Search-type (no global loader). */
export const selectedFiltersQueryOptions = (source: ListingSource, filters: Filters) => {
  const query = facetParams(source, filters);
  return queryOptions({
    queryKey: ['catalog', 'selected-filters', sourceKey(source), query],
    queryFn: ({ signal }) =>
      queryGet('/api/search/selected-filters', 'SelectedFiltersReplySchema', { signal, search: true, query }),
    select: (reply) => reply.data,
  });
};

export function useSelectedFilters(source: ListingSource, filters: Filters) {
  return useQuery({ ...selectedFiltersQueryOptions(source, filters), placeholderData: keepPreviousData });
}
