import type { SearchIndex } from '../../search/index.js';
import type { DiscountRule } from './pricing.js';
import type { IdIndex, UrlIndex } from './product-index.js';

/**
 * The in-memory catalogue index of one process: one version of the catalogue, immutable once
 * built. Products are addressed by their index (0..size-1, in id order) and kept in columns
 * (typed arrays and string arrays) so 100,000 products cost little memory and scans stay fast.
 */
export interface CategoryNode {
  id: number;
  slug: string;
  title: string;
  /** Index of the parent category, -1 for a top category. */
  parent: number;
  twoColumns: boolean;
  /** Indexes of the child categories in menu order. */
  children: number[];
  /** The products of the category and its children, ascending. */
  products: Int32Array;
  /**
   * The attribute codes its listing's filters offer, in order (`category_attributes`, its own or
   * else its parent's); null: every filterable attribute in the attributes' order.
   */
  filters: readonly string[] | null;
}

export interface BrandNode {
  id: number;
  slug: string;
  name: string;
}

/** A filterable group of values: the brand, the category (search mode) or an attribute. */
export type FacetKind = 'brand' | 'category' | 'enum' | 'measure';

export interface Facet {
  /** The filter code in the URL: 'tootja', 'kategooria', 'energiaklass', 'laius'… */
  code: string;
  name: string;
  kind: FacetKind;
  unit: string | null;
  /** The facet's value ids in display order. */
  values: number[];
}

export interface FacetValue {
  facet: number;
  /** URL token: filterToken(label) for enumerations, the brand or category slug, the number. */
  token: string;
  label: string;
  /** Measures: the number itself. */
  num: number;
}

/** A numeric attribute filtered by a min–max range (value-ranges). */
export interface RangeAttribute {
  code: string;
  name: string;
  unit: string | null;
  /** Per product; NaN where the product has no value. */
  values: Float64Array;
}

export interface CatalogSnapshot {
  version: number;
  size: number;
  ids: Int32Array;
  codes: string[];
  titles: string[];
  urls: string[];
  /** Pictures not at the usual path `products/{url}.png` (see filenameOf), by product index. */
  otherFilenames: Map<number, string | null>;
  brand: Uint16Array;
  /** The product's leaf category index. */
  category: Uint16Array;
  basePrice: Int32Array;
  retailPrice: Int32Array;
  /** Campaign price, -1 without a campaign. */
  campaignPrice: Int32Array;
  discountStart: (string | null)[];
  discountEnd: (string | null)[];
  /** Indexes of the products that have a campaign (whatever its dates). */
  withCampaign: Int32Array;
  /** Indexes of featured products, ascending. */
  featured: Int32Array;

  categories: CategoryNode[];
  categoryBySlug: Map<string, number>;
  brands: BrandNode[];
  /** Per client id, its discount rules. */
  discounts: Map<number, DiscountRule[]>;

  facets: Facet[];
  facetByCode: Map<string, number>;
  values: FacetValue[];
  /** `${facet}:${token}` → value id. */
  valueByToken: Map<string, number>;
  /** Facet value ids per product (brand, leaf category, enumerations, measures): CSR layout. */
  valueStarts: Int32Array;
  valueIds: Uint16Array | Int32Array;
  ranges: RangeAttribute[];
  rangeByCode: Map<string, number>;

  /** Product indexes in title (Estonian collation) and code order, and each product's rank in them. */
  titleOrder: Int32Array;
  titleRank: Int32Array;
  codeOrder: Int32Array;
  codeRank: Int32Array;

  byId: IdIndex;
  byUrl: UrlIndex;
  search: SearchIndex;
  /** Derived data computed on demand for this version (price views, campaign days, menu). */
  memo: Map<string, unknown>;
}

/** A value computed once per snapshot and key. */
export function memoize<T>(snapshot: CatalogSnapshot, key: string, compute: () => T): T {
  if (snapshot.memo.has(key)) return snapshot.memo.get(key) as T;
  const value = compute();
  snapshot.memo.set(key, value);
  return value;
}

/**
 * A value computed once per snapshot and key among the `max` most recently used of its kind
 * (`name`): bounded caches for per-client price views and repeated listing evaluations.
 */
export function cached<T>(
  snapshot: CatalogSnapshot,
  name: string,
  key: string,
  max: number,
  compute: () => T,
): T {
  const entries = memoize(snapshot, name, () => new Map<string, T>());
  const hit = entries.get(key);
  if (hit !== undefined) {
    entries.delete(key);
    entries.set(key, hit);
    return hit;
  }
  const value = compute();
  entries.set(key, value);
  if (entries.size > max) entries.delete(entries.keys().next().value as string);
  return value;
}

/** The storage path of product p's picture. */
export function filenameOf(snapshot: CatalogSnapshot, p: number): string | null {
  const other = snapshot.otherFilenames.get(p);
  return other === undefined ? `products/${snapshot.urls[p]}.png` : other;
}

/** Whether product `p` lies in category `c` (the leaf itself or its parent). */
export function inCategory(snapshot: CatalogSnapshot, p: number, c: number): boolean {
  const leaf = snapshot.category[p] as number;
  return leaf === c || snapshot.categories[leaf]?.parent === c;
}
