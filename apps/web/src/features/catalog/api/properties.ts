import { type Filters } from '@kodumasinad/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { queryGet } from '../../../lib/api';
import { facetParams, sourceKey, type ListingSource } from './listing-query';

/** GET /api/search/properties: enumerated properties with counts per value (brand first). Search-type (no global loader). */
export const propertiesQueryOptions = (source: ListingSource, filters: Filters) => {
  const query = facetParams(source, filters);
  return queryOptions({
    queryKey: ['catalog', 'properties', sourceKey(source), query],
    queryFn: ({ signal }) =>
      queryGet('/api/search/properties', 'PropertiesReplySchema', { signal, search: true, query }),
    select: (reply) => reply.data,
  });
};

export function useProperties(source: ListingSource, filters: Filters) {
  return useQuery({ ...propertiesQueryOptions(source, filters), placeholderData: keepPreviousData });
}
