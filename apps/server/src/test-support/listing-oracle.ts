import { FILTER_CODES, filterToken, parseRange, type Filters } from '@kodumasinad/contract';
import type { Db } from '../db/database.js';

/*
 * A second, deliberately plain reading of the listing rules (SPEC §9, decision 004) for the
 * catalogue oracle test: the catalogue straight from the database tables, and every listing,
 * facet count and range computed by loops over all products. It shares no code with the
 * in-memory engine (modules/catalog/engine); only the URL format (filterToken, parseRange) comes from
 * the contract, as it does for the browser.
 */

const collator = new Intl.Collator('et');
const VAT_PERCENT = 124;
const TALLINN_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Tallinn',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

export interface OracleProduct {
  id: number;
  code: string;
  title: string;
  brandId: number;
  leafId: number;
  /** The leaf's top category (the tree has two levels). */
  topId: number;
  base: number;
  retail: number;
  campaign: number | null;
  start: string | null;
  end: string | null;
  /** Per facet code (brand, leaf category, attributes filtered by value), the product's tokens. */
  tokens: Map<string, Set<string>>;
  /** Per range code, the product's number. */
  numbers: Map<string, number>;
}

export interface OracleFacet {
  code: string;
  name: string;
  unit: string | null;
  kind: 'brand' | 'category' | 'enum' | 'measure';
  /** token → label over the whole catalogue. */
  labels: Map<string, string>;
}

export interface OracleRange {
  code: string;
  name: string;
  unit: string | null;
}

export interface OracleCatalogue {
  products: OracleProduct[];
  /** Brand, category, then the attributes filtered by value, in the attributes' order. */
  facets: OracleFacet[];
  ranges: OracleRange[];
  /** The categories buyers see (hidden ones and the children of hidden ones left out). */
  categories: { id: number; slug: string; parentId: number | null }[];
  /**
   * Per category id, the attribute codes its listing's filters offer, in order: its own
   * `category_attributes` rows, else its parent's; absent: every filterable attribute.
   */
  filtersOf: Map<number, string[]>;
  /** Per b2b client, its discount rows. */
  discounts: Map<number, { brandId: number | null; categoryId: number | null; percent: number }[]>;
}

export async function loadOracleCatalogue(db: Db): Promise<OracleCatalogue> {
  const brands = await db.selectFrom('brands').select(['id', 'slug', 'name']).execute();
  const allCategories = await db
    .selectFrom('categories')
    .select(['id', 'slug', 'title', 'parent_id', 'sort', 'hidden'])
    .execute();
  // A hidden category is gone for buyers, and so are the children of a hidden top category.
  const hiddenIds = new Set(allCategories.filter((c) => c.hidden === 1).map((c) => c.id));
  const categories = allCategories.filter(
    (c) => !hiddenIds.has(c.id) && (c.parent_id === null || !hiddenIds.has(c.parent_id)),
  );
  const filterRows = await db
    .selectFrom('category_attributes')
    .innerJoin('attributes', 'attributes.id', 'category_attributes.attribute_id')
    .select(['category_attributes.category_id', 'category_attributes.sort', 'attributes.code'])
    .execute();
  const ownFilters = new Map<number, string[]>();
  for (const row of [...filterRows].sort((a, b) => a.sort - b.sort)) {
    ownFilters.set(row.category_id, [...(ownFilters.get(row.category_id) ?? []), row.code]);
  }
  const filtersOf = new Map<number, string[]>();
  for (const c of categories) {
    const own = ownFilters.get(c.id) ?? (c.parent_id === null ? undefined : ownFilters.get(c.parent_id));
    if (own !== undefined) filtersOf.set(c.id, own);
  }
  const attributes = await db
    .selectFrom('attributes')
    .select(['id', 'code', 'name', 'kind', 'unit', 'filter', 'sort'])
    .execute();
  attributes.sort((a, b) => a.sort - b.sort || a.id - b.id);
  const rows = await db.selectFrom('products').selectAll().execute();
  const values = await db.selectFrom('product_values').selectAll().execute();
  const discountRows = await db.selectFrom('client_discounts').selectAll().execute();

  const brandById = new Map(brands.map((b) => [b.id, b]));
  const categoryById = new Map(categories.map((c) => [c.id, c]));
  const hasChildren = new Set(categories.flatMap((c) => (c.parent_id === null ? [] : [c.parent_id])));
  const brandFacet: OracleFacet = {
    code: FILTER_CODES.brand,
    name: 'Tootja',
    unit: null,
    kind: 'brand',
    labels: new Map(brands.map((b) => [b.slug, b.name])),
  };
  const categoryFacet: OracleFacet = {
    code: FILTER_CODES.category,
    name: 'Kategooria',
    unit: null,
    kind: 'category',
    labels: new Map(categories.filter((c) => !hasChildren.has(c.id)).map((c) => [c.slug, c.title])),
  };
  const valueFacets = new Map<number, OracleFacet>();
  const ranges = new Map<number, OracleRange>();
  for (const a of attributes) {
    if (a.filter === 'values') {
      const kind = a.kind === 'number' ? 'measure' : 'enum';
      valueFacets.set(a.id, { code: a.code, name: a.name, unit: a.unit, kind, labels: new Map() });
    } else if (a.filter === 'range' && a.kind === 'number') {
      ranges.set(a.id, { code: a.code, name: a.name, unit: a.unit });
    }
  }

  const products = new Map<number, OracleProduct>();
  for (const row of rows) {
    const leaf = categoryById.get(row.category_id);
    // Products of hidden categories are not for buyers.
    if (leaf === undefined) continue;
    const tokens = new Map<string, Set<string>>([
      [FILTER_CODES.brand, new Set([brandById.get(row.brand_id)?.slug ?? ''])],
    ]);
    if (leaf !== undefined && !hasChildren.has(leaf.id))
      tokens.set(FILTER_CODES.category, new Set([leaf.slug]));
    products.set(row.id, {
      id: row.id,
      code: row.code,
      title: row.title,
      brandId: row.brand_id,
      leafId: row.category_id,
      topId: leaf?.parent_id ?? row.category_id,
      base: row.price_cents,
      retail: row.retail_cents,
      campaign: row.campaign_price_cents,
      start: row.discount_start,
      end: row.discount_end,
      tokens,
      numbers: new Map(),
    });
  }
  for (const v of values) {
    const product = products.get(v.product_id);
    if (product === undefined) continue;
    const facet = valueFacets.get(v.attribute_id);
    const range = ranges.get(v.attribute_id);
    if (facet !== undefined) {
      let token: string;
      let label: string;
      if (facet.kind === 'measure') {
        if (v.value_num === null) continue;
        token = String(v.value_num);
        label = v.value_num.toLocaleString('et-EE', { maximumFractionDigits: 2 });
      } else {
        if (v.value_text === null) continue;
        token = filterToken(v.value_text);
        label = v.value_text;
      }
      facet.labels.set(token, label);
      const set = product.tokens.get(facet.code) ?? new Set<string>();
      set.add(token);
      product.tokens.set(facet.code, set);
    } else if (range !== undefined && v.value_num !== null) {
      product.numbers.set(range.code, v.value_num);
    }
  }

  const discounts: OracleCatalogue['discounts'] = new Map();
  for (const d of discountRows) {
    const list = discounts.get(d.b2b_client_id) ?? [];
    list.push({ brandId: d.brand_id, categoryId: d.category_id, percent: d.percent });
    discounts.set(d.b2b_client_id, list);
  }
  return {
    products: [...products.values()].sort((a, b) => a.id - b.id),
    facets: [brandFacet, categoryFacet, ...valueFacets.values()],
    ranges: [...ranges.values()],
    categories: categories
      .sort((a, b) => a.sort - b.sort || a.id - b.id)
      .map((c) => ({ id: c.id, slug: c.slug, parentId: c.parent_id })),
    filtersOf,
    discounts,
  };
}

export interface Viewer {
  clientId: number;
  pricelist: 'default' | 'sales';
}

export interface OraclePrices {
  price: number;
  price_default: number;
  original_price: number;
  price_vat: number;
  price_default_vat: number;
  /** What the buyer filters and sorts by: price (purchase view) or price_vat (sales view). */
  shown: number;
  /** Its regular counterpart: price_default or price_default_vat. */
  regular: number;
  campaignActive: boolean;
}

export const tallinnToday = () => TALLINN_DAY.format(new Date());
const vat = (cents: number) => Math.round((cents * VAT_PERCENT) / 100);

/** Decision 004 written out once more, product by product. */
export function oraclePrices(
  catalogue: OracleCatalogue,
  viewer: Viewer,
  p: OracleProduct,
  today: string,
): OraclePrices {
  const campaignActive =
    p.campaign !== null && (p.start === null || p.start <= today) && (p.end === null || today <= p.end);
  let original: number;
  let regular: number;
  let price: number;
  if (viewer.pricelist === 'sales') {
    original = p.retail;
    regular = p.retail;
    price = campaignActive && p.base > 0 ? Math.round((p.retail * (p.campaign ?? 0)) / p.base) : p.retail;
  } else {
    let best = 0;
    for (const rule of catalogue.discounts.get(viewer.clientId) ?? []) {
      const brandOk = rule.brandId === null || rule.brandId === p.brandId;
      const categoryOk =
        rule.categoryId === null || rule.categoryId === p.leafId || rule.categoryId === p.topId;
      if (brandOk && categoryOk) best = Math.max(best, rule.percent);
    }
    original = p.base;
    regular = Math.round((p.base * (100 - best)) / 100);
    price = campaignActive ? Math.min(regular, p.campaign ?? regular) : regular;
  }
  const sales = viewer.pricelist === 'sales';
  return {
    price,
    price_default: regular,
    original_price: original,
    price_vat: vat(price),
    price_default_vat: vat(regular),
    shown: sales ? vat(price) : price,
    regular: sales ? vat(regular) : regular,
    campaignActive,
  };
}

/** What a listing starts from: a category (top or leaf), the running campaigns, or both. */
export interface OracleSource {
  category: string | null;
  special: boolean;
}

/** One filter group: does a product pass it? */
type Test = (p: OracleProduct, prices: OraclePrices) => boolean;

interface Group {
  code: string;
  test: Test;
}

function groupsOf(catalogue: OracleCatalogue, filters: Filters): Group[] {
  return Object.entries(filters).map(([code, tokens]) => {
    if (code === FILTER_CODES.campaign) return { code, test: (_p, prices) => prices.campaignActive };
    if (code === FILTER_CODES.price) {
      const range = parseRange(tokens[0]);
      const min = range?.min == null ? -Infinity : Math.round(range.min * 100);
      const max = range?.max == null ? Infinity : Math.round(range.max * 100);
      return { code, test: (_p, prices) => prices.shown >= min && prices.shown <= max };
    }
    if (catalogue.ranges.some((r) => r.code === code)) {
      const range = parseRange(tokens[0]);
      const min = range?.min ?? -Infinity;
      const max = range?.max ?? Infinity;
      return {
        code,
        test: (p) => {
          const x = p.numbers.get(code);
          return x !== undefined && x >= min && x <= max;
        },
      };
    }
    return { code, test: (p) => tokens.some((token) => p.tokens.get(code)?.has(token) ?? false) };
  });
}

export interface OracleListing {
  /** Products in the base set, with their prices, that pass every filter group except the one named. */
  passing(except?: string): { p: OracleProduct; prices: OraclePrices }[];
  base: { p: OracleProduct; prices: OraclePrices }[];
}

export function oracleListing(
  catalogue: OracleCatalogue,
  viewer: Viewer,
  source: OracleSource,
  filters: Filters,
  today = tallinnToday(),
): OracleListing {
  const category = catalogue.categories.find((c) => c.slug === source.category);
  const base = catalogue.products
    .map((p) => ({ p, prices: oraclePrices(catalogue, viewer, p, today) }))
    .filter(({ p, prices }) => {
      if (category !== undefined && p.leafId !== category.id && p.topId !== category.id) return false;
      return !source.special || prices.campaignActive;
    });
  const groups = groupsOf(catalogue, filters);
  return {
    base,
    passing: (except) =>
      base.filter(({ p, prices }) => groups.every((g) => g.code === except || g.test(p, prices))),
  };
}

type Sort =
  'price-asc' | 'price-desc' | 'title-asc' | 'title-desc' | 'code-asc' | 'code-desc' | 'discount-desc';
type Entry = { p: OracleProduct; prices: OraclePrices };

/** SPEC §9's orders; ties by title (Estonian collation), then by id; `-desc` is the exact reverse. */
export function oracleSort(entries: Entry[], sort: Sort): Entry[] {
  const byTitle = (a: Entry, b: Entry) => collator.compare(a.p.title, b.p.title) || a.p.id - b.p.id;
  const share = (e: Entry) =>
    e.prices.regular > 0 ? (e.prices.regular - e.prices.shown) / e.prices.regular : 0;
  const ascending: Record<Exclude<Sort, 'discount-desc'>, (a: Entry, b: Entry) => number> = {
    'price-asc': (a, b) => a.prices.shown - b.prices.shown || byTitle(a, b),
    'price-desc': (a, b) => a.prices.shown - b.prices.shown || byTitle(a, b),
    'title-asc': byTitle,
    'title-desc': byTitle,
    'code-asc': (a, b) => (a.p.code < b.p.code ? -1 : a.p.code > b.p.code ? 1 : a.p.id - b.p.id),
    'code-desc': (a, b) => (a.p.code < b.p.code ? -1 : a.p.code > b.p.code ? 1 : a.p.id - b.p.id),
  };
  if (sort === 'discount-desc') return [...entries].sort((a, b) => share(b) - share(a) || byTitle(a, b));
  const sorted = [...entries].sort(ascending[sort]);
  return sort.endsWith('-desc') ? sorted.reverse() : sorted;
}
