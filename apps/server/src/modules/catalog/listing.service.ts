import {
  SEARCH_MIN_LENGTH,
  serializeFilters,
  type CategoryListingReply,
  type ListingRequest,
  type SearchJsonReply,
  type User,
} from '@kodumasinad/contract';
import { notFound } from '../../platform/errors.js';
import { withJsonArray, type JsonBytes } from '../../platform/json-text.js';
import type { CatalogStore } from './catalog-store.js';
import { cached, inCategory, type CatalogSnapshot } from './engine/catalog-snapshot.js';
import {
  measuresOf,
  priceRangeOf,
  propertiesOf,
  selectedFiltersOf,
  valueRangesOf,
} from './engine/facet-replies.js';
import { planFilters } from './engine/filter-plan.js';
import { evaluate, pageOf } from './engine/listing-engine.js';
import { listingCategoryOf } from './engine/menu.js';
import type { PriceView } from './engine/price-views.js';
import { indexesOfIds, productJson } from './engine/product-mapper.js';
import { pricedSnapshot } from './priced-snapshot.js';

export const CATEGORY_NOT_FOUND_MESSAGE = 'Kategooriat ei leitud.';
export const SEARCH_RESULTS_LIMIT = 10;
/**
 * Evaluations kept per snapshot. A listing screen asks for the page and five facet lists with
 * the same parameters at once; they share one evaluation.
 */
const EVALUATIONS = 32;
/**
 * Finished listing replies kept per snapshot (~30 KB each): a page asked for again — paging back,
 * a second buyer of the same company, a reload — costs a lookup instead of sorting and joining
 * its products again. The key holds everything the reply depends on, the price view included.
 */
const LISTING_REPLIES = 64;
const EMPTY = new Int32Array(0);

const longEnough = (query: string) => [...query.trim()].length >= SEARCH_MIN_LENGTH;

/**
 * The listing screens (a category, search results, campaigns) with their facets, and search as
 * you type: everything answered from the in-memory snapshot (decision 027).
 */
export class ListingService {
  constructor(
    private readonly store: CatalogStore,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  private category(snapshot: CatalogSnapshot, slug: string | null): number | null {
    if (slug === null) return null;
    const c = snapshot.categoryBySlug.get(slug);
    if (c === undefined) throw notFound(CATEGORY_NOT_FOUND_MESSAGE);
    return c;
  }

  /** The products a listing starts from, before filters: a category, search matches, or campaigns. */
  private baseSet(
    snapshot: CatalogSnapshot,
    view: PriceView,
    request: ListingRequest,
    category: number | null,
  ) {
    let base: Int32Array | null = null;
    if (request.query !== null) {
      base = longEnough(request.query)
        ? Int32Array.from(snapshot.search.match(request.query), (id) => snapshot.byId.get(id) ?? -1).filter(
            (p) => p >= 0,
          )
        : EMPTY;
    }
    if (category !== null) {
      base =
        base === null
          ? (snapshot.categories[category]?.products ?? EMPTY)
          : base.filter((p) => inCategory(snapshot, p, category));
    }
    if (request.special) {
      const active = view.campaigns.active;
      base = base === null ? view.campaigns.list : base.filter((p) => active[p] === 1);
    }
    return base ?? EMPTY;
  }

  private async prepare(user: User, request: ListingRequest) {
    const { snapshot, view } = await pricedSnapshot(this.store, user, this.clock());
    return this.evaluated(snapshot, view, request, this.category(snapshot, request.category));
  }

  /** What a listing's evaluation depends on: the price view, the base set and the filters. */
  private evaluationKey(view: PriceView, request: ListingRequest, category: number | null): string {
    return [
      view.key,
      category ?? '',
      request.special ? 1 : 0,
      serializeFilters(request.filters),
      request.query ?? '',
    ].join('\u0000');
  }

  private evaluated(
    snapshot: CatalogSnapshot,
    view: PriceView,
    request: ListingRequest,
    category: number | null,
    key = this.evaluationKey(view, request, category),
  ) {
    const groups = planFilters(snapshot, request.filters);
    const evaluation = cached(snapshot, 'evaluations', key, EVALUATIONS, () =>
      evaluate(
        snapshot,
        this.baseSet(snapshot, view, request, category),
        groups,
        view,
        // A plain category listing: its base is the category's own product list.
        request.query === null && !request.special ? category : null,
      ),
    );
    return { request, snapshot, view, groups, category, evaluation };
  }

  async listing(user: User, request: ListingRequest): Promise<JsonBytes<CategoryListingReply>> {
    const { snapshot, view } = await pricedSnapshot(this.store, user, this.clock());
    const category = this.category(snapshot, request.category);
    const { perPage, page, sort } = request;
    const evaluationKey = this.evaluationKey(view, request, category);
    const key = `${evaluationKey}\u0000${sort}\u0000${page}\u0000${perPage}`;
    return cached(snapshot, 'listings', key, LISTING_REPLIES, () =>
      this.listingReply(snapshot, view, request, category, evaluationKey),
    );
  }

  private listingReply(
    snapshot: CatalogSnapshot,
    view: PriceView,
    request: ListingRequest,
    category: number | null,
    evaluationKey: string,
  ): JsonBytes<CategoryListingReply> {
    const { evaluation } = this.evaluated(snapshot, view, request, category, evaluationKey);
    const { perPage, page } = request;
    const total = evaluation.result.length;
    const items = pageOf(snapshot, view, evaluation.result, request.sort, (page - 1) * perPage, perPage);
    const data = items.map((p) => productJson(snapshot, view, p));
    return withJsonArray<CategoryListingReply>('data', data, {
      meta: {
        current_page: page,
        last_page: Math.max(1, Math.ceil(total / perPage)),
        per_page: perPage,
        total,
      },
      category: category === null ? null : listingCategoryOf(snapshot, category),
    });
  }

  async properties(user: User, request: ListingRequest) {
    const { snapshot, groups, evaluation, category } = await this.prepare(user, request);
    const searchMode = request.query !== null || (request.special && request.category === null);
    return { data: propertiesOf(snapshot, evaluation, groups, searchMode, category) };
  }

  async measures(user: User, request: ListingRequest) {
    const { snapshot, groups, evaluation, category } = await this.prepare(user, request);
    return { data: measuresOf(snapshot, evaluation, groups, category) };
  }

  async valueRanges(user: User, request: ListingRequest) {
    const { snapshot, groups, evaluation, category } = await this.prepare(user, request);
    return { data: valueRangesOf(snapshot, evaluation, groups, category) };
  }

  async priceRange(user: User, request: ListingRequest) {
    const { groups, evaluation } = await this.prepare(user, request);
    return { data: priceRangeOf(evaluation, groups) };
  }

  async selectedFilters(request: ListingRequest) {
    const snapshot = await this.store.snapshot();
    const groups = planFilters(snapshot, request.filters);
    this.category(snapshot, request.category);
    return { data: selectedFiltersOf(snapshot, request.filters, groups) };
  }

  /** Search as you type: the best few matches and the true number of matches. */
  async searchJson(user: User, query: string): Promise<JsonBytes<SearchJsonReply>> {
    if (!longEnough(query)) return withJsonArray<SearchJsonReply>('results', [], { rows: 0 });
    const { snapshot, view } = await pricedSnapshot(this.store, user, this.clock());
    const { ids, total } = snapshot.search.search(query.trim(), { limit: SEARCH_RESULTS_LIMIT });
    const results = indexesOfIds(snapshot, ids).map((p) => productJson(snapshot, view, p));
    return withJsonArray<SearchJsonReply>('results', results, { rows: total });
  }
}
