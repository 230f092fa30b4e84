import { serializeFilters, type Filters } from '@kodumasinad/contract';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Pagination } from '../../../components/ui/pagination';
import { useCategoryListing } from '../api/category-listing';
import { sourceKey, type ListingSource, type ListingState } from '../api/listing-query';
import { FilterSidebar } from './filter-sidebar';
import { ListingHeader } from './listing-header';
import { ListingToolbar } from './listing-toolbar';
import { listingHref, readListingState, withFilters } from './listing-url';
import { ProductGrid, ProductGridSkeleton } from './product-grid';
import { SelectedFilters } from './selected-filters';

const noteClass = 'rounded-md border border-slate-200 bg-white p-6 text-slate-600';

function chosenCount(filters: Filters): number {
  return Object.values(filters).reduce((sum, values) => sum + values.length, 0);
}

function ListingBody({ source, state }: { source: ListingSource; state: ListingState }) {
  const navigate = useNavigate();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const listing = useCategoryListing(source, state);
  const go = (next: ListingState) => void navigate(listingHref(source, next));
  // A ticked box stays ticked while the router moves to the new URL, and a second click before
  // it arrives builds on the first; any change of the URL (back button too) makes it the truth.
  const segment = serializeFilters(state.filters);
  const [optimistic, setOptimistic] = useState<Filters | null>(null);
  const [seenSegment, setSeenSegment] = useState(segment);
  if (seenSegment !== segment) {
    setSeenSegment(segment);
    setOptimistic(null);
  }
  const shownFilters = optimistic ?? state.filters;
  const changeFilters = (filters: Filters) => {
    setOptimistic(filters);
    go(withFilters(state, filters));
  };
  const reply = listing.data;
  const chosen = chosenCount(state.filters);
  // Nothing to narrow down: an empty or failed listing without filters has no filter panel.
  const hasFilters = reply ? reply.meta.total > 0 || chosen > 0 : !listing.isError;

  return (
    <>
      <ListingHeader source={source} category={reply?.category} />
      <div className={hasFilters ? 'lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-8' : ''}>
        <aside aria-label="Filtrid" className={hasFilters ? 'mb-4 lg:mb-0' : 'hidden'}>
          <button
            type="button"
            aria-expanded={filtersOpen}
            aria-controls="listing-filters"
            onClick={() => setFiltersOpen((open) => !open)}
            className="w-full rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 lg:hidden"
          >
            {filtersOpen ? 'Peida filtrid' : 'Filtrid'}
            {chosen > 0 && ` (${chosen})`}
          </button>
          <div
            id="listing-filters"
            className={`${filtersOpen ? 'block' : 'hidden'} mt-2 rounded-md border border-slate-200 bg-white px-4 lg:mt-0 lg:block`}
          >
            <FilterSidebar
              source={source}
              queryFilters={state.filters}
              filters={shownFilters}
              onChange={changeFilters}
            />
          </div>
        </aside>
        <section aria-labelledby="listing-products-title" className="min-w-0">
          {/* The cards' titles are h3: this keeps the headings in order under the page's h1. */}
          <h2 id="listing-products-title" className="sr-only">
            Tooted
          </h2>
          <SelectedFilters source={source} state={state} />
          <ListingToolbar
            state={state}
            total={reply?.meta.total ?? null}
            onChange={go}
            relevance={source.kind === 'search'}
          />
          {listing.isPending && <ProductGridSkeleton count={Math.min(state.perPage, 8)} />}
          {listing.isError && !reply && <p className={noteClass}>Tooteid ei õnnestunud laadida.</p>}
          {reply && reply.data.length === 0 && (
            <div className={noteClass}>
              <p>Ühtegi toodet ei leitud.</p>
              {chosen > 0 && (
                <Link to={listingHref(source, withFilters(state, {}))} className="text-brand-700 underline">
                  Eemalda filtrid
                </Link>
              )}
              {chosen === 0 && state.page > 1 && (
                <Link to={listingHref(source, { ...state, page: 1 })} className="text-brand-700 underline">
                  Esimesele lehele
                </Link>
              )}
            </div>
          )}
          {reply && reply.data.length > 0 && (
            <>
              <ProductGrid products={reply.data} stale={listing.isPlaceholderData} />
              <Pagination
                page={reply.meta.current_page}
                lastPage={reply.meta.last_page}
                hrefFor={(page) => listingHref(source, { ...state, page })}
              />
            </>
          )}
        </section>
      </div>
    </>
  );
}

/**
 * A product listing with filters, order and pages, all kept in the URL: a category, the search
 * results (SPEC §2 "the category screen in search mode") or the special offers.
 */
export function ProductListing({
  source,
  filtersSegment,
}: {
  source: ListingSource;
  filtersSegment: string | undefined;
}) {
  const [searchParams] = useSearchParams();
  const { state, malformed } = readListingState(filtersSegment, searchParams);
  if (malformed) {
    return (
      <>
        <ListingHeader source={source} category={null} />
        <div className={noteClass}>
          <p>Filtrite aadress on vigane.</p>
          <Link to={listingHref(source, withFilters(state, {}))} className="text-brand-700 underline">
            Näita kõiki tooteid
          </Link>
        </div>
      </>
    );
  }
  // Another category or phrase is another listing: its own skeletons, panel and inputs.
  return <ListingBody key={sourceKey(source)} source={source} state={state} />;
}
