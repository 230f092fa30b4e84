import { type Filters } from '@kodumasinad/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { queryGet } from '../../../lib/api';
import { facetParams, sourceKey, type ListingSource } from './listing-query';

/** GET /api/search/measures: numeric measures chosen as values (width 45/60 cm…). Search-type (no global loader). */
export const measuresQueryOptions = (source: ListingSource, filters: Filters) => {
  const query = facetParams(source, filters);
  return queryOptions({
    queryKey: ['catalog', 'measures', sourceKey(source), query],
    queryFn: ({ signal }) =>
      queryGet('/api/search/measures', 'MeasuresReplySchema', { signal, search: true, query }),
    select: (reply) => reply.data,
  });
};

export function useMeasures(source: ListingSource, filters: Filters) {
  return useQuery({ ...measuresQueryOptions(source, filters), placeholderData: keepPreviousData });
}
