import {
  serializeFilters,
  type Filters,
  type ListingQuery,
  type PerPage,
  type SortValue,
} from '@kodumasinad/contract';

/** What a listing shows: a category, a search phrase, or the products on a running campaign. */
export type ListingSource =
  { kind: 'category'; slug: string } | { kind: 'search'; phrase: string } | { kind: 'special' };

/** The listing's own state, all of it read from the URL. */
export interface ListingState {
  filters: Filters;
  /** null: the server's default order — relevance in search results, price ascending elsewhere. */
  sort: SortValue | null;
  perPage: PerPage;
  page: number;
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

export function listingParams(source: ListingSource, state: ListingState): ListingQuery {
  return {
    ...facetParams(source, state.filters),
    ...(state.sort ? { sort: state.sort } : {}),
    per_page: String(state.perPage),
    page: String(state.page),
  };
}

/** A stable cache key part for a source. */
export function sourceKey(source: ListingSource): string {
  switch (source.kind) {
    case 'category':
      return `category:${source.slug}`;
    case 'search':
      return `search:${source.phrase}`;
    case 'special':
      return 'special';
  }
}
