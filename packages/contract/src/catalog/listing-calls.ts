import type { ListingQuery } from './catalog.js';
import { parseFilters, serializeFilters, type Filters } from './filters.js';
import { DEFAULT_PER_PAGE, parsePerPage, parseSort, type PerPage, type SortValue } from './sorting.js';

/** What a listing shows: a category, a search phrase, or the products on a running campaign. */
export type ListingSource =
  { kind: 'category'; slug: string } | { kind: 'search'; phrase: string } | { kind: 'special' };

/** The listing's own state, all of it read from the URL (SPEC §2). */
export interface ListingState {
  filters: Filters;
  /** null: the server's default order — relevance in search results, price ascending elsewhere. */
  sort: SortValue | null;
  perPage: PerPage;
  page: number;
}

export interface ReadListing {
  state: ListingState;
  /** The filters segment could not be read (the server would refuse it). */
  malformed: boolean;
}

function readPage(value: string | null): number {
  return value !== null && /^[1-9]\d{0,5}$/.test(value) ? Number(value) : 1;
}

/**
 * The state of a listing URL — the filters segment of its path and its query string (read through
 * `get`, as URLSearchParams offers it); unknown order or page size fall back to the defaults. The
 * web reads its address with it, and the server the page it serves (decision 059), so both ask for
 * the same calls.
 */
export function readListingState(
  segment: string | undefined,
  search: { get(name: string): string | null },
): ReadListing {
  const filters = parseFilters(segment);
  return {
    state: {
      filters: filters ?? {},
      sort: parseSort(search.get('sort')),
      perPage: parsePerPage(search.get('per_page')) ?? DEFAULT_PER_PAGE,
      page: readPage(search.get('page')),
    },
    malformed: filters === null,
  };
}

/** `category` | `query` | `special=1` of the /api/search/* listing calls (ListingQuerySchema). */
export function sourceParams(source: ListingSource): Pick<ListingQuery, 'category' | 'query' | 'special'> {
  switch (source.kind) {
    case 'category':
      return { category: source.slug };
    case 'search':
      return { query: source.phrase };
    case 'special':
      return { special: '1' };
  }
}

/** Parameters of the facet calls: the source and the filters, not the page or order. */
export function facetParams(source: ListingSource, filters: Filters): ListingQuery {
  const segment = serializeFilters(filters);
  return { ...sourceParams(source), ...(segment ? { filters: segment } : {}) };
}

/** Parameters of GET /api/search/category: the facets' and the order, page size and page. */
export function listingParams(source: ListingSource, state: ListingState): ListingQuery {
  return {
    ...facetParams(source, state.filters),
    ...(state.sort ? { sort: state.sort } : {}),
    per_page: String(state.perPage),
    page: String(state.page),
  };
}

/** The listing calls (SPEC §7) a listing screen makes as it opens: the page and its five facets. */
export const LISTING_PAGE_PATH = '/api/search/category';
export const LISTING_FACET_PATHS = [
  '/api/search/properties',
  '/api/search/measures',
  '/api/search/value-ranges',
  '/api/search/price-range',
  '/api/search/selected-filters',
] as const;

/** A GET call a screen makes as it opens: its path and parameters (callKey spells it). */
export interface PageCall {
  path: string;
  query: Readonly<Record<string, string | number | undefined>>;
}

/** How many news items the home screen lists (GET /api/news?page=1&per_page=…). */
export const HOME_NEWS_COUNT = 5;

/** The home screen's featured products, whose first picture is its largest paint. */
export const HOME_FEATURED_CALL: PageCall = { path: '/api/products/featured', query: {} };

/** The calls the home screen makes as it opens: featured and recent products, the latest news. */
export const HOME_CALLS: readonly PageCall[] = [
  HOME_FEATURED_CALL,
  { path: '/api/products/recent', query: {} },
  { path: '/api/news', query: { page: 1, per_page: HOME_NEWS_COUNT } },
];

/**
 * The cart, which every logged-in buyer's page asks for as it opens (the header's item count) and
 * the cart screen shows: the page carries it too (decision 060).
 */
export const CART_CALL: PageCall = { path: '/api/cart', query: {} };

/** The comparison, which a screen of product cards asks for as it opens (their toggles). */
export const COMPARES_CALL: PageCall = { path: '/api/compares', query: {} };

/** GET /api/search/category for a listing: the page of products it shows. */
export function listingPageCall(source: ListingSource, state: ListingState): PageCall {
  return { path: LISTING_PAGE_PATH, query: listingParams(source, state) };
}

/** Every call a listing screen makes as it opens, with the parameters it sends. */
export function listingCalls(source: ListingSource, state: ListingState): PageCall[] {
  const facets = facetParams(source, state.filters);
  return [listingPageCall(source, state), ...LISTING_FACET_PATHS.map((path) => ({ path, query: facets }))];
}

/**
 * One spelling of a GET call's address, whatever order its parameters were given in (undefined and
 * null ones left out, as the client leaves them out): the key under which the page carries a reply
 * the server already gave (decision 059).
 */
export function callKey(path: string, query: Record<string, unknown> = {}): string {
  const text = Object.keys(query)
    .sort()
    .flatMap((key) => {
      const value = query[key];
      return value === undefined || value === null
        ? []
        : [`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`];
    })
    .join('&');
  return text ? `${path}?${text}` : path;
}
