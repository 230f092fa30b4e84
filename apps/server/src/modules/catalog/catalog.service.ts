import {
  PRODUCT_NOT_FOUND_MESSAGE,
  RECENCY_DAYS,
  SEARCH_MIN_LENGTH,
  SpecRowSchema,
  serializeFilters,
  type Brand,
  type CategoryListingReply,
  type CategoryTreeNode,
  type ListingRequest,
  type MenuItem,
  type Product,
  type ProductDetail,
  type SearchJsonReply,
  type User,
} from '@kodumasinad/contract';
import { z } from 'zod';
import { notFound } from '../../platform/errors.js';
import { withJsonArray, type JsonBytes } from '../../platform/json-text.js';
import type { DrawingInput } from '../../platform/images/product-drawing.js';
import type { CatalogRepository } from './catalog.repository.js';
import { cached, inCategory, type CatalogSnapshot } from './engine/catalog-snapshot.js';
import type { CatalogStore } from './catalog-store.js';
import {
  measuresOf,
  priceRangeOf,
  propertiesOf,
  selectedFiltersOf,
  valueRangesOf,
} from './engine/facet-replies.js';
import { planFilters } from './engine/filter-plan.js';
import { evaluate, pageOf } from './engine/listing-engine.js';
import { brandsOf, listingCategoryOf, menuOf, treeOf } from './engine/menu.js';
import { priceView, type PriceView } from './engine/price-views.js';
import { estonianDay } from '../../platform/estonian-calendar.js';
import { parseStoredJson } from '../../platform/stored-json.js';
import { productLinks } from './engine/product-links.js';
import { indexesOfIds, productJson, productsByIds, toProduct } from './engine/product-mapper.js';

export const CATEGORY_NOT_FOUND_MESSAGE = 'Kategooriat ei leitud.';
export const RECENT_LIMIT = 12;
export const FEATURED_LIMIT = 12;
export const SEARCH_RESULTS_LIMIT = 10;
const DAY_MS = 86_400_000;
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
const SpecsSchema = z.array(SpecRowSchema);
const EMPTY = new Int32Array(0);

/** Snapshot indexes of the ids the snapshot has (a product removed since it was built is left out). */
const indexesOf = (snapshot: CatalogSnapshot, ids: readonly number[]) =>
  ids.flatMap((id) => {
    const p = snapshot.byId.get(id);
    return p === undefined ? [] : [p];
  });

const parseSpecs = (json: string, id: number) => parseStoredJson(json, `product ${id} specs`, SpecsSchema);

const longEnough = (query: string) => [...query.trim()].length >= SEARCH_MIN_LENGTH;

export class CatalogService {
  constructor(
    private readonly repo: CatalogRepository,
    private readonly store: CatalogStore,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  private async context(user: User): Promise<{ snapshot: CatalogSnapshot; view: PriceView }> {
    const snapshot = await this.store.snapshot();
    const view = priceView(snapshot, user.b2b_client.id, user.active_pricelist, estonianDay(this.clock()));
    return { snapshot, view };
  }

  async menu(): Promise<MenuItem[]> {
    return menuOf(await this.store.snapshot());
  }

  async categoryTree(): Promise<CategoryTreeNode[]> {
    return treeOf(await this.store.snapshot());
  }

  async brands(): Promise<Brand[]> {
    return brandsOf(await this.store.snapshot());
  }

  /** Every category slug, top and leaf: the SPA router's /{category} routes (bootstrap). */
  categorySlugs(): Promise<string[]> {
    return this.repo.categorySlugs();
  }

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
    const { snapshot, view } = await this.context(user);
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
    const { snapshot, view } = await this.context(user);
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
    const { snapshot, groups, evaluation } = await this.prepare(user, request);
    const searchMode = request.query !== null || (request.special && request.category === null);
    return { data: propertiesOf(snapshot, evaluation, groups, searchMode) };
  }

  async measures(user: User, request: ListingRequest) {
    const { snapshot, groups, evaluation } = await this.prepare(user, request);
    return { data: measuresOf(snapshot, evaluation, groups) };
  }

  async valueRanges(user: User, request: ListingRequest) {
    const { snapshot, groups, evaluation } = await this.prepare(user, request);
    return { data: valueRangesOf(snapshot, evaluation, groups) };
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

  /** A product page by numeric id or url slug; remembers the view for "recently viewed". */
  async product(user: User, idOrUrl: string): Promise<ProductDetail> {
    const { snapshot, view } = await this.context(user);
    const p = /^\d{1,9}$/.test(idOrUrl) ? snapshot.byId.get(Number(idOrUrl)) : snapshot.byUrl.get(idOrUrl);
    if (p === undefined) throw notFound(PRODUCT_NOT_FOUND_MESSAGE);
    const id = snapshot.ids[p] as number;
    // Independent reads (on PostgreSQL they run side by side on separate connections).
    const [[texts], inCompare, addOnIds] = await Promise.all([
      this.repo.productTexts([id]),
      this.repo.isCompared(user.id, id),
      this.repo.addOnIds(this.categoryLine(snapshot, p)),
    ]);
    // A product removed since the index was built: no page, and no view to remember.
    if (texts === undefined) throw notFound(PRODUCT_NOT_FOUND_MESSAGE);
    await this.repo.recordView(user.id, id, this.clock().toISOString());
    const links = productLinks(snapshot, p);
    const list = (items: number[]) => items.map((q) => toProduct(snapshot, view, q));
    return {
      ...toProduct(snapshot, view, p),
      description: texts.description,
      flds: parseSpecs(texts.specs, id),
      breadcrumbs: this.breadcrumbs(snapshot, p),
      addOns: list(indexesOf(snapshot, addOnIds)),
      related: list(links.related),
      similar: list(links.similar),
      in_compare: inCompare,
    };
  }

  /** The ids of product p's category and of the top category above it. */
  private categoryLine(snapshot: CatalogSnapshot, p: number): number[] {
    const leaf = snapshot.categories[snapshot.category[p] as number];
    const parent = leaf && leaf.parent >= 0 ? snapshot.categories[leaf.parent] : undefined;
    return [leaf, parent].flatMap((c) => (c ? [c.id] : []));
  }

  /** The add-ons that fit each of these products (decision 020), by product id. */
  async addOnsOf(productIds: readonly number[]): Promise<Map<number, number[]>> {
    const snapshot = await this.store.snapshot();
    const result = new Map<number, number[]>();
    for (const id of new Set(productIds)) {
      const p = snapshot.byId.get(id);
      if (p !== undefined) result.set(id, await this.repo.addOnIds(this.categoryLine(snapshot, p)));
    }
    return result;
  }

  /** Whether `addOnId` is an add-on that fits product `productId` (decision 020). */
  async fitsAsAddOn(productId: number, addOnId: number): Promise<boolean> {
    const snapshot = await this.store.snapshot();
    const p = snapshot.byId.get(productId);
    if (p === undefined) return false;
    return (await this.repo.addOnIds(this.categoryLine(snapshot, p))).includes(addOnId);
  }

  private breadcrumbs(snapshot: CatalogSnapshot, p: number) {
    const leaf = snapshot.categories[snapshot.category[p] as number];
    const parent = leaf && leaf.parent >= 0 ? snapshot.categories[leaf.parent] : undefined;
    return [parent, leaf].flatMap((c) => (c ? [{ slug: c.slug, title: c.title }] : []));
  }

  private recencyStart(now: Date): string {
    return new Date(now.getTime() - RECENCY_DAYS * DAY_MS).toISOString();
  }

  /** The user's recently viewed products within RECENCY_DAYS, newest first. */
  async recent(user: User): Promise<Product[]> {
    const since = this.recencyStart(this.clock());
    // Old views are dropped here, on the home page, rather than on every product page view.
    await this.repo.forgetViews(user.id, since);
    const ids = await this.repo.recentProductIds(user.id, since, RECENT_LIMIT);
    const { snapshot, view } = await this.context(user);
    return productsByIds(snapshot, view, ids);
  }

  async featured(user: User): Promise<Product[]> {
    const { snapshot, view } = await this.context(user);
    return Array.from(snapshot.featured.subarray(0, FEATURED_LIMIT), (p) => toProduct(snapshot, view, p));
  }

  /** Search as you type: the best few matches and the true number of matches. */
  async searchJson(user: User, query: string): Promise<JsonBytes<SearchJsonReply>> {
    if (!longEnough(query)) return withJsonArray<SearchJsonReply>('results', [], { rows: 0 });
    const { snapshot, view } = await this.context(user);
    const { ids, total } = snapshot.search.search(query.trim(), { limit: SEARCH_RESULTS_LIMIT });
    const results = indexesOfIds(snapshot, ids).map((p) => productJson(snapshot, view, p));
    return withJsonArray<SearchJsonReply>('results', results, { rows: total });
  }

  async productExists(id: number): Promise<boolean> {
    return (await this.store.snapshot()).byId.has(id);
  }

  async knownProductIds(ids: readonly number[]): Promise<number[]> {
    const snapshot = await this.store.snapshot();
    return ids.filter((id) => snapshot.byId.has(id));
  }

  /**
   * Quick order: each code's product (compact code, case and spaces ignored), priced for the
   * user's view, or null with the closest known codes (decision 039).
   */
  async productsByCodes(
    user: User,
    codes: readonly string[],
    suggestions: number,
  ): Promise<{ product: Product | null; suggestions: string[] }[]> {
    const { snapshot, view } = await this.context(user);
    const codeOf = (id: number) => snapshot.codes[snapshot.byId.get(id) as number] as string;
    return codes.map((code) => {
      const [id] = snapshot.search.idsByCode(code);
      const p = id === undefined ? undefined : snapshot.byId.get(id);
      if (p !== undefined) return { product: toProduct(snapshot, view, p), suggestions: [] };
      const closest = snapshot.search
        .closestCodes(code, suggestions)
        .flatMap((compact) => snapshot.search.idsByCode(compact).slice(0, 1).map(codeOf));
      return { product: null, suggestions: closest };
    });
  }

  /** The first products by code whose code begins with `prefix` ("Lisa koodi järgi"). */
  async productsByCodePrefix(user: User, prefix: string, limit: number): Promise<Product[]> {
    const { snapshot, view } = await this.context(user);
    return productsByIds(snapshot, view, snapshot.search.idsByCodePrefix(prefix, limit));
  }

  /** Products still sold, priced for the user's client and active price list (the cart's prices). */
  async pricedProducts(user: User, ids: readonly number[]): Promise<Product[]> {
    const { snapshot, view } = await this.context(user);
    return productsByIds(snapshot, view, ids);
  }

  /** Detailed products for the comparison table, in the given order (without the link lists). */
  async compareDetails(user: User, ids: readonly number[]): Promise<ProductDetail[]> {
    const { snapshot, view } = await this.context(user);
    const texts = new Map((await this.repo.productTexts(ids)).map((row) => [row.id, row]));
    return ids.flatMap((id) => {
      const p = snapshot.byId.get(id);
      const row = texts.get(id);
      if (p === undefined || row === undefined) return [];
      return [
        {
          ...toProduct(snapshot, view, p),
          description: row.description,
          flds: parseSpecs(row.specs, id),
          breadcrumbs: this.breadcrumbs(snapshot, p),
          addOns: [],
          related: [],
          similar: [],
          in_compare: true,
        },
      ];
    });
  }

  /**
   * What to draw for a product picture that has no file yet, found by any of the storage paths it
   * may be asked for; `filename` is the product's own path, where the drawing is to be stored.
   */
  async drawing(filenames: readonly string[]): Promise<(DrawingInput & { filename: string }) | null> {
    if (filenames.length === 0) return null;
    const row = await this.repo.drawingByFilename(filenames);
    if (row === undefined || row.filename === null) return null;
    return {
      filename: row.filename,
      drawing: row.drawing ?? '',
      brand: row.brand,
      code: row.code,
      colour: row.colour ?? undefined,
    };
  }
}
