import { DEFAULT_PER_PAGE, serializeFilters, type Filters } from '@kodumasinad/contract';
import { SPECIAL_OFFERS_SLUG } from '../../../lib/special-offers';
import type { ListingSource, ListingState } from '../api/listing-query';

export { readListingState, type ReadListing } from '@kodumasinad/contract';

/**
 * Listing URLs keep all state (SPEC §2): the filters in the path segment
 * (`/pesumasinad/tootja:bosch,siemens;laius:60`), order, page size and page in the query
 * (`?sort=price-desc&per_page=48&page=2`). Defaults are left out, so one view has one URL.
 */

/** The listing's path without filters. */
export function listingBase(source: ListingSource): string {
  switch (source.kind) {
    case 'category':
      return `/${encodeURIComponent(source.slug)}`;
    case 'search':
      return `/otsing/${encodeURIComponent(source.phrase)}`;
    case 'special':
      return `/${SPECIAL_OFFERS_SLUG}`;
  }
}

/** Path-segment characters that stay readable; anything else is percent-encoded. */
function encodeSegment(segment: string): string {
  return segment.replace(/[^A-Za-z0-9\-._~:;,+=@!$&'()*]/g, (char) => encodeURIComponent(char));
}

export function listingHref(source: ListingSource, state: ListingState): string {
  const segment = serializeFilters(state.filters);
  const params = new URLSearchParams();
  if (state.sort !== null) params.set('sort', state.sort);
  if (state.perPage !== DEFAULT_PER_PAGE) params.set('per_page', String(state.perPage));
  if (state.page > 1) params.set('page', String(state.page));
  const query = params.toString();
  return `${listingBase(source)}${segment ? `/${encodeSegment(segment)}` : ''}${query ? `?${query}` : ''}`;
}

/** A new filter set starts from the first page; order and page size stay. */
export function withFilters(state: ListingState, filters: Filters): ListingState {
  return { ...state, filters, page: 1 };
}
