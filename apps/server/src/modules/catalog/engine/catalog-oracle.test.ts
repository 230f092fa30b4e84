import {
  CategoryListingReplySchema,
  FILTER_CODES,
  MeasuresReplySchema,
  PriceRangeReplySchema,
  PropertiesReplySchema,
  SORT_OPTIONS,
  ValueRangesReplySchema,
  parseRange,
  serializeFilters,
  type Filters,
  type SortValue,
} from '@kodumasinad/contract';
import fc from 'fast-check';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  loadOracleCatalogue,
  oracleListing,
  oracleSort,
  tallinnToday,
  type OracleCatalogue,
  type OracleFacet,
  type OracleListing,
  type OracleSource,
  type Viewer,
} from '../../../test-support/listing-oracle.js';
import { bumpCatalogVersion } from '../../../db/catalog-version.js';
import type { Db } from '../../../db/database.js';
import { createTestApp, type TestApp } from '../../../test-support/test-app.js';
import { TestClient } from '../../../test-support/test-client.js';

/*
 * The listing engine (listing-engine.ts, filter-plan.ts, facet-replies.ts, price-views.ts)
 * against the plain reading of its rules in test-support/listing-oracle.ts, through the API, on
 * the generated catalogue of 5,000 products, some of them hidden: for random sources, filter sets, orders and pages,
 * the same items in the same order with the same prices, the same totals, facet counts, measure
 * counts, value ranges and price range. Three buyers: two clients with different discounts in
 * the purchase view, and one in the sales view. fast-check runs with a fixed seed, so a failure
 * is reproducible; it shrinks a failing case to a small one. Before the first listing, one
 * category is hidden and some categories choose their filters (decision 078), so the oracle also
 * reads those rules. Then prices, campaigns and one client's discounts change as the price feed and
 * the back-office change them, the index is patched rather than rebuilt (decision 092), and the
 * engine must agree with the oracle again.
 */

const SEED = 20261122;
const RUNS = 300;
const UNKNOWN_TOKEN = 'olematu';
const SORTS = SORT_OPTIONS.map((o) => o.value);

let t: TestApp;
let catalogue: OracleCatalogue;
const buyers: { viewer: Viewer; client: TestClient; email: string }[] = [];

/**
 * The back-office's choices, written before the index is first built: a leaf with products
 * hidden; a top category offering its products' filterable attributes reversed with every third
 * one left out (its children inherit that); one of its children with a list of its own.
 */
async function arrangeTaxonomy(db: Db): Promise<void> {
  const categories = await db.selectFrom('categories').select(['id', 'parent_id']).orderBy('id').execute();
  const childrenOf = (id: number) => categories.filter((c) => c.parent_id === id).map((c) => c.id);
  const tops = categories.filter((c) => c.parent_id === null && childrenOf(c.id).length >= 2);
  const [chosen, other] = tops;
  if (chosen === undefined || other === undefined) throw new Error('the seeded tree has too few categories');
  await db
    .updateTable('categories')
    .set({ hidden: 1 })
    .where('id', '=', childrenOf(other.id)[0] as number)
    .execute();
  const used = await db
    .selectFrom('product_values')
    .innerJoin('products', 'products.id', 'product_values.product_id')
    .innerJoin('categories', 'categories.id', 'products.category_id')
    .innerJoin('attributes', 'attributes.id', 'product_values.attribute_id')
    .select(['attributes.id', 'attributes.sort'])
    .where('categories.parent_id', '=', chosen.id)
    .where('attributes.filter', '!=', 'none')
    .distinct()
    .execute();
  const ids = used.sort((a, b) => a.sort - b.sort || a.id - b.id).map((a) => a.id);
  const reversed = [...ids].reverse().filter((_, i) => i % 3 !== 2);
  const child = childrenOf(chosen.id)[0] as number;
  const rows = [
    ...reversed.map((attribute_id, sort) => ({ category_id: chosen.id, attribute_id, sort })),
    ...ids.slice(0, 3).map((attribute_id, sort) => ({ category_id: child, attribute_id, sort })),
  ];
  await db.insertInto('category_attributes').values(rows).execute();
  await bumpCatalogVersion(db);
}

/**
 * Hides products before the index is first built, as staff would (issue 24): every sixth one,
 * and every product of the brand with the fewest products, so a whole facet value disappears.
 */
async function hideSome(db: Db): Promise<void> {
  const rows = await db.selectFrom('products').select(['id', 'brand_id']).orderBy('id').execute();
  const perBrand = new Map<number, number>();
  for (const row of rows) perBrand.set(row.brand_id, (perBrand.get(row.brand_id) ?? 0) + 1);
  const rarest = [...perBrand].sort((a, b) => a[1] - b[1] || a[0] - b[0])[0]?.[0];
  const ids = rows.filter((row) => row.id % 6 === 0 || row.brand_id === rarest).map((row) => row.id);
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < ids.length; i += 500) {
      await trx
        .updateTable('products')
        .set({ hidden: 1 })
        .where('id', 'in', ids.slice(i, i + 500))
        .execute();
    }
    await bumpCatalogVersion(trx);
  });
}

beforeAll(async () => {
  t = await createTestApp({ SEED_PRODUCTS: '5000' });
  await arrangeTaxonomy(t.db);
  await hideSome(t.db);
  catalogue = await loadOracleCatalogue(t.db);
  const accounts = [
    { email: 'anna@kodumasin.test', pricelist: 'default' },
    { email: 'peeter@ehitus.test', pricelist: 'default' },
    { email: 'mart@kodumasin.test', pricelist: 'sales' },
  ] as const;
  for (const { email, pricelist } of accounts) {
    const client = new TestClient(t.app);
    expect((await client.login(email)).statusCode).toBe(200);
    if (pricelist === 'sales') {
      expect((await client.api('POST', '/api/user/pricelist/sales')).statusCode).toBe(200);
    }
    const user = await t.db
      .selectFrom('users')
      .select('b2b_client_id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    buyers.push({ viewer: { clientId: user.b2b_client_id, pricelist }, client, email });
  }
}, 180_000);

afterAll(async () => {
  await t?.close();
});

interface Case {
  buyer: number;
  source: OracleSource;
  filters: Filters;
  sort: SortValue | null;
  perPage: 28 | 48 | 96;
  page: number;
}

/** Candidate filter values drawn from what the source's products have, plus one unknown token. */
function filtersArbitrary(source: OracleSource): fc.Arbitrary<Filters> {
  const products = oracleListing(catalogue, buyers[0]!.viewer, source, {}).base.map((e) => e.p);
  const options: [string, fc.Arbitrary<string[]>][] = [];
  for (const facet of catalogue.facets) {
    const tokens = [...new Set(products.flatMap((p) => [...(p.tokens.get(facet.code) ?? [])]))].sort();
    if (tokens.length > 0) {
      const candidates = [...tokens, UNKNOWN_TOKEN];
      options.push([
        facet.code,
        fc.subarray(candidates, { minLength: 1, maxLength: Math.min(3, candidates.length) }),
      ]);
    }
  }
  const rangeText = (numbers: number[]) =>
    fc
      .tuple(fc.option(fc.constantFrom(...numbers)), fc.option(fc.constantFrom(...numbers)))
      .filter(([a, b]) => a !== null || b !== null)
      .map(([a, b]) => {
        const [min, max] = a !== null && b !== null && a > b ? [b, a] : [a, b];
        return [`${min ?? ''}-${max ?? ''}`];
      });
  for (const range of catalogue.ranges) {
    const numbers = [...new Set(products.flatMap((p) => p.numbers.get(range.code) ?? []))].sort(
      (a, b) => a - b,
    );
    if (numbers.length > 0) options.push([range.code, rangeText(numbers)]);
  }
  const euros = products.map((p) => p.base / 100);
  const priceSteps = Array.from({ length: 20 }, (_, k) => Math.round((Math.max(...euros, 1) * k) / 19));
  // Whole euros and cents alike: the filter takes both.
  options.push([FILTER_CODES.price, rangeText([...priceSteps, ...euros.slice(0, 20)])]);
  options.push([FILTER_CODES.campaign, fc.constant(['jah'])]);
  return fc
    .subarray(options, { maxLength: Math.min(4, options.length) })
    .chain((chosen) =>
      fc
        .tuple(...chosen.map(([, values]) => values))
        .map((values) => Object.fromEntries(chosen.map(([code], i) => [code, values[i] as string[]]))),
    );
}

function caseArbitrary(): fc.Arbitrary<Case> {
  const slugs = catalogue.categories.map((c) => c.slug);
  const tops = catalogue.categories.filter((c) => c.parentId === null).map((c) => c.slug);
  const source: fc.Arbitrary<OracleSource> = fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...slugs).map((category) => ({ category, special: false })) },
    { weight: 1, arbitrary: fc.constant({ category: null, special: true }) },
    { weight: 1, arbitrary: fc.constantFrom(...tops).map((category) => ({ category, special: true })) },
  );
  return source.chain((s) =>
    fc.record({
      buyer: fc.integer({ min: 0, max: buyers.length - 1 }),
      source: fc.constant(s),
      filters: filtersArbitrary(s),
      sort: fc.option(fc.constantFrom(...SORTS)),
      perPage: fc.constantFrom(28 as const, 48 as const, 96 as const),
      page: fc.oneof(
        { weight: 3, arbitrary: fc.constant(1) },
        { weight: 2, arbitrary: fc.integer({ min: 2, max: 4 }) },
      ),
    }),
  );
}

function queryOf(c: Case, page = true): string {
  const params = new URLSearchParams();
  if (c.source.category !== null) params.set('category', c.source.category);
  if (c.source.special) params.set('special', '1');
  const segment = serializeFilters(c.filters);
  if (segment !== '') params.set('filters', segment);
  if (page) {
    if (c.sort !== null) params.set('sort', c.sort);
    params.set('per_page', String(c.perPage));
    params.set('page', String(c.page));
  }
  return params.toString();
}

async function get<T>(client: TestClient, path: string, schema: z.ZodType<T>): Promise<T> {
  const response = await client.api('GET', path);
  expect(response.statusCode, `${path}: ${response.body}`).toBe(200);
  return schema.parse(response.json());
}

type FacetReply = { code: string; name: string; unit?: string | null; values: FacetValueReply[] };
type FacetValueReply = { value: string; label: string; count: number; selected: boolean };

/** Disjunctive counts: each facet counted with every other filter group applied but its own. */
function expectedFacet(listing: OracleListing, facet: OracleFacet, filters: Filters): FacetReply | null {
  const selected = filters[facet.code] ?? [];
  const counts = new Map<string, number>();
  for (const { p } of listing.passing(facet.code)) {
    for (const token of p.tokens.get(facet.code) ?? []) counts.set(token, (counts.get(token) ?? 0) + 1);
  }
  const values: FacetValueReply[] = [];
  for (const [token, label] of facet.labels) {
    const count = counts.get(token) ?? 0;
    if (count > 0 || selected.includes(token))
      values.push({ value: token, label, count, selected: selected.includes(token) });
  }
  for (const token of selected) {
    if (!facet.labels.has(token)) values.push({ value: token, label: token, count: 0, selected: true });
  }
  if (values.length === 0) return null;
  return {
    code: facet.code,
    name: facet.name,
    ...(facet.kind === 'measure' ? { unit: facet.unit } : {}),
    values,
  };
}

/** Facet lists compared in their order; a facet's values by token (their display order is not the engine's concern). */
const byToken = (facets: FacetReply[]) =>
  facets.map((f) => ({ ...f, values: [...f.values].sort((a, b) => (a.value < b.value ? -1 : 1)) }));

/** The attribute facets or ranges the case's category offers, in its order (all when it names none). */
function offered<T extends { code: string }>(items: T[], c: Case): T[] {
  const category = catalogue.categories.find((cat) => cat.slug === c.source.category);
  const codes = category === undefined ? undefined : catalogue.filtersOf.get(category.id);
  if (codes === undefined) return items;
  return codes.flatMap((code) => items.filter((item) => item.code === code));
}

function expectedProperties(listing: OracleListing, c: Case): FacetReply[] {
  const searchMode = c.source.category === null;
  const kinds = searchMode ? ['brand', 'category'] : ['brand'];
  const facets = [
    ...catalogue.facets.filter((f) => kinds.includes(f.kind)),
    ...offered(
      catalogue.facets.filter((f) => f.kind === 'enum'),
      c,
    ),
  ].flatMap((f) => expectedFacet(listing, f, c.filters) ?? []);
  const campaignSelected = c.filters[FILTER_CODES.campaign] !== undefined;
  const campaignCount = listing.passing(FILTER_CODES.campaign).filter((e) => e.prices.campaignActive).length;
  if (campaignCount > 0 || campaignSelected) {
    facets.push({
      code: FILTER_CODES.campaign,
      name: 'Kampaania',
      values: [{ value: 'jah', label: 'Jah', count: campaignCount, selected: campaignSelected }],
    });
  }
  return facets;
}

function expectedValueRanges(listing: OracleListing, c: Case) {
  return offered(catalogue.ranges, c).flatMap((range) => {
    const selected = c.filters[range.code] === undefined ? null : parseRange(c.filters[range.code]![0]);
    const numbers = listing.passing(range.code).flatMap((e) => e.p.numbers.get(range.code) ?? []);
    const sel = { selected_min: selected?.min ?? null, selected_max: selected?.max ?? null };
    const head = { code: range.code, name: range.name, unit: range.unit };
    if (numbers.length > 0)
      return [{ ...head, min: Math.min(...numbers), max: Math.max(...numbers), ...sel }];
    if (selected === null) return [];
    const min = sel.selected_min ?? sel.selected_max ?? 0;
    const max = sel.selected_max ?? sel.selected_min ?? 0;
    return [{ ...head, min, max, ...sel }];
  });
}

function expectedPriceRange(listing: OracleListing, c: Case) {
  const shown = listing.passing(FILTER_CODES.price).map((e) => e.prices.shown);
  const selected =
    c.filters[FILTER_CODES.price] === undefined ? null : parseRange(c.filters[FILTER_CODES.price]![0]);
  const cents = (euros: number | null | undefined) => (euros == null ? null : Math.round(euros * 100));
  return {
    min: shown.length > 0 ? Math.min(...shown) : 0,
    max: shown.length > 0 ? Math.max(...shown) : 0,
    selected_min: cents(selected?.min),
    selected_max: cents(selected?.max),
  };
}

async function checkCase(c: Case, today: string): Promise<void> {
  const { client, viewer } = buyers[c.buyer]!;
  const listing = oracleListing(catalogue, viewer, c.source, c.filters, today);
  const facetQuery = queryOf(c, false);

  const sorted = oracleSort(listing.passing(), c.sort ?? 'price-asc');
  const page = sorted.slice((c.page - 1) * c.perPage, c.page * c.perPage);
  const reply = await get(client, `/api/search/category?${queryOf(c)}`, CategoryListingReplySchema);
  expect(reply.meta).toEqual({
    current_page: c.page,
    last_page: Math.max(1, Math.ceil(sorted.length / c.perPage)),
    per_page: c.perPage,
    total: sorted.length,
  });
  const priceFields = (x: {
    price: number;
    price_default: number;
    original_price: number;
    price_vat: number;
    price_default_vat: number;
  }) => ({
    price: x.price,
    price_default: x.price_default,
    original_price: x.original_price,
    price_vat: x.price_vat,
    price_default_vat: x.price_default_vat,
  });
  expect(reply.data.map((item) => ({ id: item.id, ...priceFields(item) }))).toEqual(
    page.map((e) => ({ id: e.p.id, ...priceFields(e.prices) })),
  );

  const properties = await get(client, `/api/search/properties?${facetQuery}`, PropertiesReplySchema);
  expect(byToken(properties.data)).toEqual(byToken(expectedProperties(listing, c)));
  const measures = await get(client, `/api/search/measures?${facetQuery}`, MeasuresReplySchema);
  const measureFacets = offered(
    catalogue.facets.filter((f) => f.kind === 'measure'),
    c,
  );
  expect(byToken(measures.data)).toEqual(
    byToken(measureFacets.flatMap((f) => expectedFacet(listing, f, c.filters) ?? [])),
  );
  const ranges = await get(client, `/api/search/value-ranges?${facetQuery}`, ValueRangesReplySchema);
  expect(ranges.data).toEqual(expectedValueRanges(listing, c));
  const price = await get(client, `/api/search/price-range?${facetQuery}`, PriceRangeReplySchema);
  expect(price.data).toEqual(expectedPriceRange(listing, c));
}

describe('the listing engine against a plain filter over all 5,000 products', () => {
  it('has a catalogue worth checking', () => {
    // Less the hidden products and the hidden category's.
    expect(catalogue.products.length + catalogue.hidden).toBeGreaterThanOrEqual(5000);
    expect(catalogue.hidden).toBeGreaterThan(5000 / 6);
    expect(catalogue.filtersOf.size).toBeGreaterThan(1);
    expect(catalogue.ranges.length).toBeGreaterThan(0);
    expect(catalogue.facets.filter((f) => f.kind === 'measure').length).toBeGreaterThan(0);
    const today = tallinnToday();
    const active = oracleListing(catalogue, buyers[0]!.viewer, { category: null, special: true }, {}, today);
    expect(active.base.length).toBeGreaterThan(0);
  });

  it(`agrees on items, order, prices, totals, facet counts and ranges for ${RUNS} random listings`, async () => {
    const today = tallinnToday();
    let nonEmpty = 0;
    await fc.assert(
      fc.asyncProperty(caseArbitrary(), async (c) => {
        await checkCase(c, today);
        const { viewer } = buyers[c.buyer]!;
        if (oracleListing(catalogue, viewer, c.source, c.filters, today).passing().length > 0) nonEmpty++;
      }),
      { seed: SEED, numRuns: RUNS },
    );
    // The random filters must mostly leave something to compare, or the check says little.
    expect(nonEmpty).toBeGreaterThan(RUNS / 2);
  }, 600_000);

  it('agrees again after prices, campaigns and discounts change and the index is patched, not rebuilt', async () => {
    const today = tallinnToday();
    const before = await patchesAndBuilds();
    await changePricesAndDiscounts(t.db, today);
    catalogue = await loadOracleCatalogue(t.db);
    // The app's store checks the version at most once a second and patches in the background.
    await expect
      .poll(
        async () => {
          await buyers[0]!.client.api('GET', '/api/search/category?special=1');
          return (await patchesAndBuilds()).patches;
        },
        { timeout: 15_000, interval: 200 },
      )
      .toBeGreaterThan(before.patches);
    expect((await patchesAndBuilds()).builds).toBe(before.builds);
    await fc.assert(
      fc.asyncProperty(caseArbitrary(), (c) => checkCase(c, today)),
      { seed: SEED + 1, numRuns: RUNS / 2 },
    );
  }, 600_000);
});

/** How often the app's catalogue index was patched and built, from its metrics. */
async function patchesAndBuilds(): Promise<{ patches: number; builds: number }> {
  const text = await t.app.metrics.text();
  const count = (name: string) => {
    const line = text.split('\n').find((l) => l.startsWith(`${name} `));
    return line === undefined ? 0 : Number(line.slice(name.length + 1));
  };
  return {
    patches: count('catalog_index_patch_seconds_count'),
    builds: count('catalog_index_build_seconds_count'),
  };
}

const dayFrom = (today: string, days: number) =>
  new Date(Date.parse(`${today}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Every seventh product gets new prices; of those, some a campaign running today, one to come,
 * one over, or none — in two transactions recorded as price changes, as the price feed records
 * them; then one client's discount percentages change, recorded as a discount change.
 */
async function changePricesAndDiscounts(db: Db, today: string): Promise<void> {
  const rows = (
    await db.selectFrom('products').select(['id', 'price_cents', 'retail_cents']).orderBy('id').execute()
  ).filter((row) => row.id % 7 === 3);
  const halves = [rows.slice(0, rows.length / 2), rows.slice(rows.length / 2)];
  for (const half of halves) {
    await db.transaction().execute(async (trx) => {
      for (const [i, row] of half.entries()) {
        const price = Math.max(100, Math.round((Number(row.price_cents) * (80 + (i % 45))) / 100));
        const campaign = [
          {
            campaign_price_cents: Math.round(price * 0.9),
            discount_start: dayFrom(today, -1),
            discount_end: dayFrom(today, 3),
          },
          {
            campaign_price_cents: Math.round(price * 0.8),
            discount_start: dayFrom(today, 2),
            discount_end: dayFrom(today, 9),
          },
          {
            campaign_price_cents: Math.round(price * 0.7),
            discount_start: dayFrom(today, -9),
            discount_end: dayFrom(today, -2),
          },
          { campaign_price_cents: null, discount_start: null, discount_end: null },
        ][i % 4];
        await trx
          .updateTable('products')
          .set({ price_cents: price, retail_cents: Math.round(price * 1.6), ...campaign })
          .where('id', '=', row.id)
          .execute();
      }
      await bumpCatalogVersion(trx, { kind: 'prices', productIds: half.map((row) => row.id) });
    });
  }
  const peeter = buyers[1]!.viewer.clientId;
  await db.transaction().execute(async (trx) => {
    const discounts = await trx
      .selectFrom('client_discounts')
      .select(['id', 'percent'])
      .where('b2b_client_id', '=', peeter)
      .execute();
    if (discounts.length === 0) throw new Error('the test needs a client with discounts');
    for (const discount of discounts) {
      await trx
        .updateTable('client_discounts')
        .set({ percent: Math.min(60, discount.percent + 7) })
        .where('id', '=', discount.id)
        .execute();
    }
    await bumpCatalogVersion(trx, { kind: 'discounts' });
  });
}
