import type { ListingSource } from '@kodumasinad/contract';

/** The listing's parameters and calls are the contract's: the server answers them early (decision 059). */
export {
  facetParams,
  listingParams,
  sourceParams,
  type ListingSource,
  type ListingState,
} from '@kodumasinad/contract';

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
