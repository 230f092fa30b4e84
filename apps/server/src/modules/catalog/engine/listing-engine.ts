import { memoize, type CatalogSnapshot } from './catalog-snapshot.js';
import type { FilterGroup, PriceGroup, RangeGroup } from './filter-plan.js';
import type { ListingSort } from '@kodumasinad/contract';
import { priceOrder, type PriceView } from './price-views.js';
import { evaluateCategory } from './bitset-evaluation.js';
import type { Evaluation } from './evaluation.js';

export type { Evaluation } from './evaluation.js';

const eurosToCents = (euros: number | null, fallback: number) =>
  euros === null ? fallback : Math.round(euros * 100);

/**
 * Per-snapshot working arrays, reused by every evaluation (they run synchronously, one at a time)
 * so a listing allocates little besides its result: each value's facet, the selected values'
 * group bits (cleared after use), the result being collected, and page marks.
 */
interface Scratch {
  facetOf: Uint16Array;
  selected: Int32Array;
  result: Int32Array;
  mark: Uint32Array;
  stamp: number;
}

function scratchOf(snapshot: CatalogSnapshot): Scratch {
  return memoize(snapshot, 'listing-scratch', () => ({
    facetOf: Uint16Array.from(snapshot.values, (v) => v.facet),
    selected: new Int32Array(snapshot.values.length),
    result: new Int32Array(snapshot.size),
    mark: new Uint32Array(snapshot.size),
    stamp: 0,
  }));
}

/**
 * Filters and facet counts for a listing. A whole category (`category` given, `base` its product
 * list) is evaluated on its bit sets (bitset-evaluation.ts); any other base set (search matches,
 * campaigns) in one pass over it.
 */
export function evaluate(
  snapshot: CatalogSnapshot,
  base: Int32Array,
  groups: readonly FilterGroup[],
  view: PriceView,
  category: number | null = null,
): Evaluation {
  if (category !== null) return evaluateCategory(snapshot, category, groups, view);
  return evaluatePass(snapshot, base, groups, view);
}

/** Filters and facet counts in one pass over the base set. */
export function evaluatePass(
  snapshot: CatalogSnapshot,
  base: Int32Array,
  groups: readonly FilterGroup[],
  view: PriceView,
): Evaluation {
  const { valueStarts, valueIds, ranges } = snapshot;
  const { facetOf, selected, result } = scratchOf(snapshot);
  const facetBit = new Int32Array(snapshot.facets.length);
  const rangeBit = new Int32Array(ranges.length);
  let all = 0;
  let valueBits = 0;
  let priceBit = 0;
  let campaignBit = 0;
  let priceMinCents = 0;
  let priceMaxCents = 0;
  const rangeGroups: RangeGroup[] = [];
  for (const group of groups) {
    all |= group.bit;
    if (group.kind === 'values') {
      valueBits |= group.bit;
      facetBit[group.facet] = group.bit;
      for (const id of group.valueIds) selected[id] = group.bit;
    } else if (group.kind === 'range') {
      rangeBit[group.range] = group.bit;
      rangeGroups.push(group);
    } else if (group.kind === 'price') {
      priceBit = group.bit;
      priceMinCents = eurosToCents((group as PriceGroup).min, -Infinity);
      priceMaxCents = eurosToCents((group as PriceGroup).max, Infinity);
    } else {
      campaignBit = group.bit;
    }
  }

  const counts = new Int32Array(snapshot.values.length);
  const rangeMin = new Float64Array(ranges.length).fill(Infinity);
  const rangeMax = new Float64Array(ranges.length).fill(-Infinity);
  let priceMin = Infinity;
  let priceMax = -Infinity;
  let campaignCount = 0;
  const active = view.campaigns.active;
  const shown = view.shown;
  let size = 0;

  for (let i = 0; i < base.length; i++) {
    const p = base[i] as number;
    const from = valueStarts[p] as number;
    const to = valueStarts[p + 1] as number;
    let pass = 0;
    if (valueBits !== 0) for (let j = from; j < to; j++) pass |= selected[valueIds[j] as number] as number;
    for (const g of rangeGroups) {
      const x = (ranges[g.range]?.values[p] as number) ?? NaN;
      if (x >= (g.min ?? -Infinity) && x <= (g.max ?? Infinity)) pass |= g.bit;
    }
    const price = shown[p] as number;
    if (priceBit !== 0 && price >= priceMinCents && price <= priceMaxCents) pass |= priceBit;
    if (campaignBit !== 0 && active[p] === 1) pass |= campaignBit;
    const fail = all & ~pass;
    if (fail === 0) result[size++] = p;
    if ((fail & (fail - 1)) !== 0) continue;

    // fail is 0 (counts everywhere) or a single group's bit (counts only for that group).
    for (let j = from; j < to; j++) {
      const v = valueIds[j] as number;
      if (fail === 0 || facetBit[facetOf[v] as number] === fail) (counts[v] as number)++;
    }
    for (let r = 0; r < ranges.length; r++) {
      if (fail !== 0 && rangeBit[r] !== fail) continue;
      const x = (ranges[r] as (typeof ranges)[number]).values[p] as number;
      if (x < (rangeMin[r] as number)) rangeMin[r] = x;
      if (x > (rangeMax[r] as number)) rangeMax[r] = x;
    }
    if (fail === 0 || fail === priceBit) {
      if (price < priceMin) priceMin = price;
      if (price > priceMax) priceMax = price;
    }
    if ((fail === 0 || fail === campaignBit) && active[p] === 1) campaignCount++;
  }
  for (const group of groups) if (group.kind === 'values') for (const id of group.valueIds) selected[id] = 0;
  return { result: result.slice(0, size), counts, rangeMin, rangeMax, priceMin, priceMax, campaignCount };
}

/**
 * Sorting r results costs about r·log r comparator calls; walking the catalogue-wide order costs
 * at most one array read per product. Sorting wins only for results this many times smaller.
 */
const WALK_FACTOR = 64;

function sortIndex(snapshot: CatalogSnapshot, view: PriceView, sort: Exclude<ListingSort, 'relevance'>) {
  if (sort.startsWith('title')) return { order: snapshot.titleOrder, rank: snapshot.titleRank };
  if (sort.startsWith('code')) return { order: snapshot.codeOrder, rank: snapshot.codeRank };
  return priceOrder(snapshot, view, sort === 'discount-desc' ? 'discount' : 'price');
}

/** Products offset..offset+limit of `result` in the requested order. */
export function pageOf(
  snapshot: CatalogSnapshot,
  view: PriceView,
  result: Int32Array,
  sort: ListingSort,
  offset: number,
  limit: number,
): number[] {
  if (offset >= result.length) return [];
  if (sort === 'relevance') return Array.from(result.subarray(offset, offset + limit));
  const { order, rank } = sortIndex(snapshot, view, sort);
  const descending = sort.endsWith('-desc') && sort !== 'discount-desc';
  const sign = descending ? -1 : 1;
  if (result.length * WALK_FACTOR < snapshot.size) {
    const sorted = Int32Array.from(result).sort((a, b) => sign * ((rank[a] as number) - (rank[b] as number)));
    return Array.from(sorted.subarray(offset, offset + limit));
  }
  // Many results: walk the catalogue-wide order and stop once the page is full.
  const scratch = scratchOf(snapshot);
  if (scratch.stamp === 0xffffffff) {
    scratch.mark.fill(0);
    scratch.stamp = 0;
  }
  const stamp = ++scratch.stamp;
  const member = scratch.mark;
  for (const p of result) member[p] = stamp;
  const page: number[] = [];
  let skipped = 0;
  for (let k = 0; k < order.length && page.length < limit; k++) {
    const p = order[descending ? order.length - 1 - k : k] as number;
    if (member[p] !== stamp) continue;
    if (skipped < offset) skipped++;
    else page.push(p);
  }
  return page;
}
