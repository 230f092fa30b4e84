import type { CatalogSnapshot } from './catalog-snapshot.js';
import { priceComparator, pricesOf, ranksOf, type CampaignDay, type PriceView } from './price-views.js';
import { campaignActive, type DiscountRule } from './pricing.js';

/** A product's stored prices, as the catalogue index holds them (net cents). */
export interface PriceRow {
  id: number;
  price_cents: number;
  retail_cents: number;
  campaign_price_cents: number | null;
  discount_start: string | null;
  discount_end: string | null;
}

/**
 * The derived data a price or discount change leaves valid: the menu, the category tree, the
 * brands and the categories' bit sets depend on the tree and the products' places only. Every
 * other entry (evaluations, finished replies, the listing scratch) is computed again on use.
 */
function structural(memo: Map<string, unknown>): Map<string, unknown> {
  const kept = new Map<string, unknown>();
  for (const [key, value] of memo) {
    if (key === 'menu' || key === 'tree' || key === 'brands' || key.startsWith('category-bits:'))
      kept.set(key, value);
  }
  return kept;
}

function viewsOf(snapshot: CatalogSnapshot): Map<string, PriceView> | undefined {
  return snapshot.memo.get('price-views') as Map<string, PriceView> | undefined;
}

/**
 * `order` with the products of `moved` taken out and put back where `compare` places them now:
 * the kept products stay in their (still valid) relative order, the moved ones are sorted and
 * merged in, each found by binary search — O(n) copying and O(k log n) comparisons for k moved
 * products, where sorting again would cost O(n log n) comparisons.
 */
export function reorder(
  order: Int32Array,
  moved: readonly number[],
  compare: (a: number, b: number) => number,
): Int32Array {
  if (moved.length === 0) return order;
  // Products are indexes below order.length: a byte per product marks the moved ones.
  const out = new Uint8Array(order.length);
  const unique: number[] = [];
  for (const p of moved) {
    if (out[p] === 0) unique.push(p);
    out[p] = 1;
  }
  const kept = new Int32Array(order.length - unique.length);
  let k = 0;
  for (let i = 0; i < order.length; i++) {
    const p = order[i] as number;
    if (out[p] === 0) kept[k++] = p;
  }
  const sorted = unique.sort(compare);
  const result = new Int32Array(order.length);
  let from = 0;
  let at = 0;
  for (const p of sorted) {
    // The first kept product that comes after p (kept products are in order, so search from `from`).
    let lo = from;
    let hi = kept.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (compare(kept[mid] as number, p) < 0) lo = mid + 1;
      else hi = mid;
    }
    result.set(kept.subarray(from, lo), at);
    at += lo - from;
    from = lo;
    result[at++] = p;
  }
  result.set(kept.subarray(from), at);
  return result;
}

/** Which products' campaigns hold on the day, after the changed products' campaigns moved. */
function patchCampaignDay(next: CatalogSnapshot, old: CampaignDay, changed: readonly number[]): CampaignDay {
  const active = old.active.slice();
  for (const p of changed) {
    const holds =
      (next.campaignPrice[p] as number) >= 0 &&
      campaignActive(next.discountStart[p] ?? null, next.discountEnd[p] ?? null, old.day);
    active[p] = holds ? 1 : 0;
  }
  const list: number[] = [];
  for (const p of next.withCampaign) if (active[p] === 1) list.push(p);
  return { day: old.day, active, list: Int32Array.from(list) };
}

/** Lets the caller's event loop turn between the patch's steps; resolves at once by default. */
export type Pause = () => Promise<void> | void;

/** The view with the changed products priced again and its orders patched, pausing between orders. */
async function patchView(
  next: CatalogSnapshot,
  old: PriceView,
  campaigns: CampaignDay,
  changed: readonly number[],
  pause: Pause,
): Promise<PriceView> {
  const view: PriceView = {
    ...old,
    campaigns,
    shown: old.shown.slice(),
    regular: old.regular.slice(),
    orders: new Map(),
    json: new Map(),
  };
  const sales = view.pricelist === 'sales';
  const moved: number[] = [];
  for (const p of changed) {
    const prices = pricesOf(next, view, p);
    const shown = sales ? prices.price_vat : prices.price;
    const regular = sales ? prices.price_default_vat : prices.price_default;
    if (shown === view.shown[p] && regular === view.regular[p]) continue;
    view.shown[p] = shown;
    view.regular[p] = regular;
    moved.push(p);
  }
  for (const [key, { order }] of [...old.orders]) {
    await pause();
    const patched = reorder(order, moved, priceComparator(next, view, key));
    view.orders.set(key, { order: patched, rank: ranksOf(patched) });
  }
  return view;
}

/**
 * The snapshot of `version` when only these products' prices or campaigns changed since
 * `snapshot` (decision 092): the price columns copied with the rows applied, the price views
 * and their orders patched, the campaign days recomputed for the changed products; everything
 * that does not depend on prices (the tree, search, facets, bit sets) shared. Products not in the
 * index (hidden, or in a hidden category) are not for buyers and are skipped. Each step costs
 * O(products) at most; `pause` runs between them, so the process serving buyers lets their
 * requests in meanwhile (the previous snapshot serves them until this one is whole).
 */
export async function patchPrices(
  snapshot: CatalogSnapshot,
  version: number,
  rows: readonly PriceRow[],
  pause: Pause = () => undefined,
): Promise<CatalogSnapshot> {
  const basePrice = snapshot.basePrice.slice();
  const retailPrice = snapshot.retailPrice.slice();
  const campaignPrice = snapshot.campaignPrice.slice();
  const discountStart = snapshot.discountStart.slice();
  const discountEnd = snapshot.discountEnd.slice();
  const changed: number[] = [];
  for (const row of rows) {
    const p = snapshot.byId.get(row.id);
    if (p === undefined) continue;
    const campaign = row.campaign_price_cents ?? -1;
    if (
      basePrice[p] === row.price_cents &&
      retailPrice[p] === row.retail_cents &&
      campaignPrice[p] === campaign &&
      discountStart[p] === row.discount_start &&
      discountEnd[p] === row.discount_end
    )
      continue;
    basePrice[p] = row.price_cents;
    retailPrice[p] = row.retail_cents;
    campaignPrice[p] = campaign;
    discountStart[p] = row.discount_start;
    discountEnd[p] = row.discount_end;
    changed.push(p);
  }
  if (changed.length === 0) return { ...snapshot, version };

  const withCampaign: number[] = [];
  for (let p = 0; p < snapshot.size; p++) if ((campaignPrice[p] as number) >= 0) withCampaign.push(p);
  const next: CatalogSnapshot = {
    ...snapshot,
    version,
    basePrice,
    retailPrice,
    campaignPrice,
    discountStart,
    discountEnd,
    withCampaign: Int32Array.from(withCampaign),
    memo: structural(snapshot.memo),
  };
  const days = new Map<CampaignDay, CampaignDay>();
  const dayOf = (old: CampaignDay) => {
    let day = days.get(old);
    if (day === undefined) {
      day = patchCampaignDay(next, old, changed);
      days.set(old, day);
    }
    return day;
  };
  const latest = snapshot.memo.get('campaign-day') as CampaignDay | undefined;
  if (latest !== undefined) next.memo.set('campaign-day', dayOf(latest));
  const views = viewsOf(snapshot);
  if (views !== undefined) {
    const patched = new Map<string, PriceView>();
    // The views as they are now: one a buyer adds to the old snapshot meanwhile is made again on use.
    for (const [key, view] of [...views]) {
      await pause();
      patched.set(key, await patchView(next, view, dayOf(view.campaigns), changed, pause));
    }
    next.memo.set('price-views', patched);
  }
  return next;
}

function sameRules(a: readonly DiscountRule[], b: readonly DiscountRule[] | undefined): boolean {
  if (b === undefined || a.length !== b.length) return false;
  return a.every(
    (rule, i) =>
      rule.brandId === b[i]?.brandId &&
      rule.categoryId === b[i]?.categoryId &&
      rule.percent === b[i]?.percent,
  );
}

/**
 * The snapshot of `version` when only clients' discount rules changed (decision 092): the rules
 * replaced; the sales views, the views of buyers without discounts and the views of clients whose
 * rules are the same are kept, the others computed again on use.
 */
export function patchDiscounts(
  snapshot: CatalogSnapshot,
  version: number,
  discounts: Map<number, DiscountRule[]>,
): CatalogSnapshot {
  const next: CatalogSnapshot = { ...snapshot, version, discounts, memo: structural(snapshot.memo) };
  const latest = snapshot.memo.get('campaign-day');
  if (latest !== undefined) next.memo.set('campaign-day', latest);
  const views = viewsOf(snapshot);
  if (views !== undefined) {
    const kept = new Map<string, PriceView>();
    for (const [key, view] of views) {
      // The key is `pricelist|client or -|day` (price-views.ts).
      const who = key.split('|')[1];
      if (view.pricelist === 'sales' || who === '-' || sameRules(view.rules, discounts.get(Number(who))))
        kept.set(key, view);
    }
    next.memo.set('price-views', kept);
  }
  return next;
}
