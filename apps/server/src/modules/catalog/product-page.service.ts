import {
  PRODUCT_NOT_FOUND_MESSAGE,
  RECENCY_DAYS,
  SpecRowSchema,
  type Product,
  type ProductDetail,
  type User,
} from '@kodumasinad/contract';
import { z } from 'zod';
import { AppError, notFound } from '../../platform/errors.js';
import { parseStoredJson } from '../../platform/stored-json.js';
import type { CatalogRepository } from './catalog.repository.js';
import type { CatalogStore } from './catalog-store.js';
import type { CatalogSnapshot } from './engine/catalog-snapshot.js';
import { breadcrumbsOf, categoryLine } from './engine/category-path.js';
import { productLinks } from './engine/product-links.js';
import { productsByIds, toProduct } from './engine/product-mapper.js';
import { pricedSnapshot } from './priced-snapshot.js';
import type { ProductImagesRepository } from './product-images.repository.js';
import { galleryOf } from './product-images.service.js';

export const RECENT_LIMIT = 12;
export const FEATURED_LIMIT = 12;
const DAY_MS = 86_400_000;
const SpecsSchema = z.array(SpecRowSchema);
/** The body of the JSON call's redirect from a product's old address (the browser follows it). */
export const PRODUCT_MOVED_MESSAGE = 'Toode on uuel aadressil.';

/** Snapshot indexes of the ids the snapshot has (a product removed since it was built is left out). */
const indexesOf = (snapshot: CatalogSnapshot, ids: readonly number[]) =>
  ids.flatMap((id) => {
    const p = snapshot.byId.get(id);
    return p === undefined ? [] : [p];
  });

const parseSpecs = (json: string, id: number) => parseStoredJson(json, `product ${id} specs`, SpecsSchema);

/**
 * The product page (with its add-ons, related and similar products), the comparison table's
 * detailed products, and the home page's product lists (recently viewed, featured).
 */
export class ProductPageService {
  constructor(
    private readonly repo: CatalogRepository,
    private readonly store: CatalogStore,
    private readonly clock: () => Date = () => new Date(),
    /** The picture galleries (issue 24); without it a page shows its main picture alone. */
    private readonly images?: ProductImagesRepository,
  ) {}

  /** A product page by numeric id or url slug; remembers the view for "recently viewed". */
  async product(user: User, idOrUrl: string): Promise<ProductDetail> {
    const { snapshot, view } = await pricedSnapshot(this.store, user, this.clock());
    const numeric = /^\d{1,9}$/.test(idOrUrl);
    const p = numeric ? snapshot.byId.get(Number(idOrUrl)) : snapshot.byUrl.get(idOrUrl);
    if (p === undefined) {
      const moved = numeric ? null : await this.movedTo(idOrUrl);
      if (moved === null) throw notFound(PRODUCT_NOT_FOUND_MESSAGE);
      // An old address: 301 to the current one's call, which the browser's fetch follows; the web
      // then replaces its address with the product's current one (`url` in the reply).
      throw new AppError(
        301,
        'moved',
        PRODUCT_MOVED_MESSAGE,
        undefined,
        { location: `/api/product/${encodeURIComponent(moved)}`, 'cache-control': 'no-store' },
        `/${encodeURIComponent(moved)}`,
      );
    }
    const id = snapshot.ids[p] as number;
    // Independent reads (on PostgreSQL they run side by side on separate connections).
    const [[texts], inCompare, categoryAddOns, picked, imageRows] = await Promise.all([
      this.repo.productTexts([id]),
      this.repo.isCompared(user.id, id),
      this.repo.addOnIds(categoryLine(snapshot, p)),
      this.repo.handPickedLinks(id),
      this.images?.list(id) ?? [],
    ]);
    // A product removed since the index was built: no page, and no view to remember.
    if (texts === undefined) throw notFound(PRODUCT_NOT_FOUND_MESSAGE);
    await this.repo.recordView(user.id, id, this.clock().toISOString());
    const pickedOf = (kind: string) => picked.filter((row) => row.kind === kind).map((row) => row.linked_id);
    const links = productLinks(snapshot, p, { related: pickedOf('related'), similar: pickedOf('similar') });
    // Hand-picked add-ons first, then the category's (decision 020); each once, never the product.
    const addOnIds = [...new Set([...pickedOf('add_on'), ...categoryAddOns])].filter((q) => q !== id);
    const list = (items: number[]) => items.map((q) => toProduct(snapshot, view, q));
    const product = toProduct(snapshot, view, p);
    return {
      ...product,
      description: texts.description,
      flds: parseSpecs(texts.specs, id),
      breadcrumbs: breadcrumbsOf(snapshot, p),
      addOns: list(indexesOf(snapshot, addOnIds)),
      related: list(links.related),
      similar: list(links.similar),
      in_compare: inCompare,
      images: galleryOf(imageRows, product.filename),
    };
  }

  /**
   * The current address of the product that `url` named before (a changed slug keeps its old
   * address redirecting, table product_redirects); null when `url` is a product's current address,
   * names no product, or names a product buyers cannot see.
   */
  async movedTo(url: string): Promise<string | null> {
    // The table first: a page that is no old address (most) never waits for the index's first build.
    const id = await this.repo.redirectedProductId(url);
    if (id === undefined) return null;
    const snapshot = await this.store.snapshot();
    if (snapshot.byUrl.get(url) !== undefined) return null;
    const p = snapshot.byId.get(id);
    return p === undefined ? null : (snapshot.urls[p] as string);
  }

  /** Detailed products for the comparison table, in the given order (without the link lists). */
  async compareDetails(user: User, ids: readonly number[]): Promise<ProductDetail[]> {
    const { snapshot, view } = await pricedSnapshot(this.store, user, this.clock());
    const texts = new Map((await this.repo.productTexts(ids)).map((row) => [row.id, row]));
    return ids.flatMap((id) => {
      const p = snapshot.byId.get(id);
      const row = texts.get(id);
      if (p === undefined || row === undefined) return [];
      const product = toProduct(snapshot, view, p);
      return [
        {
          ...product,
          description: row.description,
          flds: parseSpecs(row.specs, id),
          breadcrumbs: breadcrumbsOf(snapshot, p),
          addOns: [],
          related: [],
          similar: [],
          in_compare: true,
          // The comparison table shows the main picture only.
          images: galleryOf([], product.filename),
        },
      ];
    });
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
    const { snapshot, view } = await pricedSnapshot(this.store, user, this.clock());
    return productsByIds(snapshot, view, ids);
  }

  async featured(user: User): Promise<Product[]> {
    const { snapshot, view } = await pricedSnapshot(this.store, user, this.clock());
    return Array.from(snapshot.featured.subarray(0, FEATURED_LIMIT), (p) => toProduct(snapshot, view, p));
  }
}
