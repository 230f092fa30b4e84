import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { queryGet } from '../../../lib/api';
import { listingParams, sourceKey, type ListingSource, type ListingState } from './listing-query';

/**
 * GET /api/search/category: one page of products. A search-type call (SPEC §7): no global
 * loader, the screen shows skeletons; a superseded request is aborted through `signal`.
 */
export const categoryListingQueryOptions = (source: ListingSource, state: ListingState) => {
  const query = listingParams(source, state);
  return queryOptions({
    queryKey: ['catalog', 'listing', sourceKey(source), query],
    queryFn: ({ signal }) =>
      queryGet('/api/search/category', 'CategoryListingReplySchema', { signal, search: true, query }),
  });
};

/** Keeps the previous page on screen while the next one loads, so filters do not blink. */
export function useCategoryListing(source: ListingSource, state: ListingState) {
  return useQuery({ ...categoryListingQueryOptions(source, state), placeholderData: keepPreviousData });
}
