import type { Pricelist } from '@kodumasinad/contract';
import { cached, type CatalogSnapshot } from './catalog-snapshot.js';
import {
  bestDiscount,
  campaignActive,
  productPrices,
  type DiscountRule,
  type ProductPrices,
} from './pricing.js';

/** Price views kept per snapshot; each costs about 24 bytes per product with both sort orders. */
const MAX_VIEWS = 8;
const NO_RULES: readonly DiscountRule[] = [];

export interface CampaignDay {
  day: string;
  /** 1 where the product's campaign holds on `day`. */
  active: Uint8Array;
  /** The products whose campaign holds, ascending: the special-offers listing. */
  list: Int32Array;
}

/**
 * One client's prices in one price list on one day, for the whole catalogue: what listings
 * filter, sort and show. The sales view does not depend on the client, so all clients share it.
 */
export interface PriceView {
  /** Identifies the view among the snapshot's views: price list, client discounts and day. */
  key: string;
  pricelist: Pricelist;
  rules: readonly DiscountRule[];
  campaigns: CampaignDay;
  /** The price the user sees and sorts by: `price`, or `price_vat` in the sales view. */
  shown: Int32Array;
  /** `price_default`, or `price_default_vat` in the sales view. */
  regular: Int32Array;
  orders: Map<'price' | 'discount', { order: Int32Array; rank: Int32Array }>;
  /** Products already serialised as list items in this view (product-mapper's productJson). */
  json: Map<number, Buffer>;
}

export function campaignDay(snapshot: CatalogSnapshot, day: string): CampaignDay {
  const cached = snapshot.memo.get('campaign-day') as CampaignDay | undefined;
  if (cached?.day === day) return cached;
  const active = new Uint8Array(snapshot.size);
  const list: number[] = [];
  for (const p of snapshot.withCampaign) {
    if (campaignActive(snapshot.discountStart[p] ?? null, snapshot.discountEnd[p] ?? null, day)) {
      active[p] = 1;
      list.push(p);
    }
  }
  const result = { day, active, list: Int32Array.from(list) };
  snapshot.memo.set('campaign-day', result);
  return result;
}

function productInput(snapshot: CatalogSnapshot, p: number) {
  const campaign = snapshot.campaignPrice[p] as number;
  return {
    base: snapshot.basePrice[p] as number,
    retail: snapshot.retailPrice[p] as number,
    campaign: campaign < 0 ? null : campaign,
    discountStart: snapshot.discountStart[p] ?? null,
    discountEnd: snapshot.discountEnd[p] ?? null,
  };
}

function discountFor(snapshot: CatalogSnapshot, rules: readonly DiscountRule[], p: number): number {
  if (rules.length === 0) return 0;
  const leaf = snapshot.category[p] as number;
  const node = snapshot.categories[leaf];
  const parent = node && node.parent >= 0 ? snapshot.categories[node.parent] : undefined;
  return bestDiscount(rules, {
    brandId: snapshot.brands[snapshot.brand[p] as number]?.id ?? 0,
    leafId: node?.id ?? 0,
    parentId: parent?.id ?? null,
  });
}

/** The SPEC §3 price fields of product `p` in the view. */
export function pricesOf(snapshot: CatalogSnapshot, view: PriceView, p: number): ProductPrices {
  return productPrices(
    productInput(snapshot, p),
    view.pricelist,
    view.pricelist === 'sales' ? 0 : discountFor(snapshot, view.rules, p),
    view.campaigns.active[p] === 1,
  );
}

/** The price view of a client (by b2b client id) and price list today, computed once and cached. */
export function priceView(
  snapshot: CatalogSnapshot,
  clientId: number,
  pricelist: Pricelist,
  day: string,
): PriceView {
  const rules = pricelist === 'sales' ? NO_RULES : (snapshot.discounts.get(clientId) ?? NO_RULES);
  const key = `${pricelist}|${rules === NO_RULES ? '-' : clientId}|${day}`;
  return cached(snapshot, 'price-views', key, MAX_VIEWS, () => {
    const view: PriceView = {
      key,
      pricelist,
      rules,
      campaigns: campaignDay(snapshot, day),
      shown: new Int32Array(snapshot.size),
      regular: new Int32Array(snapshot.size),
      orders: new Map(),
      json: new Map(),
    };
    const sales = pricelist === 'sales';
    for (let p = 0; p < snapshot.size; p++) {
      const prices = pricesOf(snapshot, view, p);
      view.shown[p] = sales ? prices.price_vat : prices.price;
      view.regular[p] = sales ? prices.price_default_vat : prices.price_default;
    }
    return view;
  });
}

/** The discount share of product p in the view: (price_default − price) / price_default. */
function shareOf(view: PriceView, p: number): number {
  const r = view.regular[p] as number;
  return r > 0 ? (r - (view.shown[p] as number)) / r : 0;
}

/**
 * How `priceOrder` orders two products: by the view's price (ascending) or by discount share
 * (largest first), ties by title; `share` holds the shares when they were computed in advance.
 * The order is total (title ranks differ), so an order built and one patched (snapshot-patch.ts)
 * agree.
 */
export function priceComparator(
  snapshot: CatalogSnapshot,
  view: PriceView,
  key: 'price' | 'discount',
  share?: Float64Array,
): (a: number, b: number) => number {
  const { titleRank } = snapshot;
  const { shown } = view;
  const byTitle = (a: number, b: number) => (titleRank[a] as number) - (titleRank[b] as number);
  if (key === 'price') return (a, b) => (shown[a] as number) - (shown[b] as number) || byTitle(a, b);
  if (share !== undefined) return (a, b) => (share[b] as number) - (share[a] as number) || byTitle(a, b);
  return (a, b) => shareOf(view, b) - shareOf(view, a) || byTitle(a, b);
}

/** Each product's place in `order`. */
export function ranksOf(order: Int32Array): Int32Array {
  const rank = new Int32Array(order.length);
  for (let i = 0; i < order.length; i++) rank[order[i] as number] = i;
  return rank;
}

/**
 * All products by the view's price (ascending) or by discount share (largest first): the
 * discount share is (price_default − price) / price_default. Ties go by title.
 */
export function priceOrder(snapshot: CatalogSnapshot, view: PriceView, key: 'price' | 'discount') {
  const cached = view.orders.get(key);
  if (cached) return cached;
  let share: Float64Array | undefined;
  if (key === 'discount') {
    share = new Float64Array(snapshot.size);
    for (let p = 0; p < snapshot.size; p++) share[p] = shareOf(view, p);
  }
  const order = Int32Array.from({ length: snapshot.size }, (_, i) => i).sort(
    priceComparator(snapshot, view, key, share),
  );
  const result = { order, rank: ranksOf(order) };
  view.orders.set(key, result);
  return result;
}
