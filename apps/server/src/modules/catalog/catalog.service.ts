import type { Brand, CategoryTreeNode, MenuItem, Product, User } from '@kodumasinad/contract';
import type { DrawingInput } from '../../platform/images/product-drawing.js';
import type { CatalogRepository } from './catalog.repository.js';
import type { CatalogStore } from './catalog-store.js';
import { categoryLine } from './engine/category-path.js';
import { brandsOf, menuOf, treeOf } from './engine/menu.js';
import { productsByIds, toProduct } from './engine/product-mapper.js';
import { pricedSnapshot } from './priced-snapshot.js';

/**
 * The catalogue's lookups for other modules: the category tree, menu and brands; which products
 * exist, by id or code, priced for a user; the add-ons that fit a product; what to draw for a
 * picture. The screens' own calls are ListingService's and ProductPageService's.
 */
export class CatalogService {
  constructor(
    private readonly repo: CatalogRepository,
    private readonly store: CatalogStore,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /**
   * For whoever just changed the catalogue (and raised its version): resolves once this process's
   * index serves the change, so the reply that follows shows it (decision 082). Other processes
   * see it within a second plus one build.
   */
  refresh(): Promise<void> {
    return this.store.refresh();
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

  /**
   * The add-ons that fit each of these products, by product id: its hand-picked add-ons first,
   * then its category's (decision 020), each once; only products buyers can see.
   */
  async addOnsOf(productIds: readonly number[]): Promise<Map<number, number[]>> {
    const snapshot = await this.store.snapshot();
    const known = [...new Set(productIds)].filter((id) => snapshot.byId.has(id));
    const picked = await this.repo.handPickedAddOns(known);
    const result = new Map<number, number[]>();
    for (const id of known) {
      const line = categoryLine(snapshot, snapshot.byId.get(id) as number);
      const ids = [...new Set([...(picked.get(id) ?? []), ...(await this.repo.addOnIds(line))])];
      result.set(
        id,
        ids.filter((q) => q !== id && snapshot.byId.has(q)),
      );
    }
    return result;
  }

  /** Whether `addOnId` is an add-on that fits product `productId` (decision 020). */
  async fitsAsAddOn(productId: number, addOnId: number): Promise<boolean> {
    return ((await this.addOnsOf([productId])).get(productId) ?? []).includes(addOnId);
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
    const { snapshot, view } = await pricedSnapshot(this.store, user, this.clock());
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
    const { snapshot, view } = await pricedSnapshot(this.store, user, this.clock());
    return productsByIds(snapshot, view, snapshot.search.idsByCodePrefix(prefix, limit));
  }

  /** Products still sold, priced for the user's client and active price list (the cart's prices). */
  async pricedProducts(user: User, ids: readonly number[]): Promise<Product[]> {
    const { snapshot, view } = await pricedSnapshot(this.store, user, this.clock());
    return productsByIds(snapshot, view, ids);
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
