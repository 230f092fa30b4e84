import { DEFAULT_VAT_MULTIPLIER, type Pricelist } from '@kodumasinad/contract';

/**
 * The price model of decision 004 (docs/decisions/004-price-lists.md) as pure functions over
 * integer cents. Everything that shows, sorts or filters by price goes through here.
 */
export interface ProductPrices {
  price: number;
  original_price: number;
  price_default: number;
  price_vat: number;
  price_default_vat: number;
  discount_start: string | null;
  discount_end: string | null;
}

export interface PriceInput {
  /** Base wholesale list price, net. */
  base: number;
  /** Recommended retail price, net. */
  retail: number;
  /** Net wholesale campaign price, or null without a campaign. */
  campaign: number | null;
  discountStart: string | null;
  discountEnd: string | null;
}

/** A campaign holds on `day` when it lies within [start, end], both inclusive; null is open. */
export function campaignActive(start: string | null, end: string | null, day: string): boolean {
  return (start === null || start <= day) && (end === null || day <= end);
}

/** VAT added to net cents, rounded half up to a whole cent (the multiplier has two decimals). */
export function withVat(cents: number, multiplier: number = DEFAULT_VAT_MULTIPLIER): number {
  return Math.round((cents * Math.round(multiplier * 100)) / 100);
}

/** The base price less a client discount in percent (two decimals at most), rounded to cents. */
export function discountedPrice(base: number, percent: number): number {
  return Math.round((base * (10000 - Math.round(percent * 100))) / 10000);
}

/**
 * The SPEC §3 price fields of one product for one price list. `percent` is the client's best
 * discount for the product; `active` whether its campaign holds today.
 */
export function productPrices(
  input: PriceInput,
  pricelist: Pricelist,
  percent: number,
  active: boolean,
): ProductPrices {
  const withCampaign = active && input.campaign !== null;
  let original: number;
  let regular: number;
  let price: number;
  if (pricelist === 'sales') {
    original = input.retail;
    regular = input.retail;
    // The campaign lowers retail by the same share as it lowers the base wholesale price.
    price =
      withCampaign && input.base > 0
        ? Math.round((input.retail * (input.campaign as number)) / input.base)
        : input.retail;
  } else {
    original = input.base;
    regular = discountedPrice(input.base, percent);
    price = withCampaign ? Math.min(regular, input.campaign as number) : regular;
  }
  const hasCampaign = input.campaign !== null;
  return {
    price,
    original_price: original,
    price_default: regular,
    price_vat: withVat(price),
    price_default_vat: withVat(regular),
    discount_start: hasCampaign ? input.discountStart : null,
    discount_end: hasCampaign ? input.discountEnd : null,
  };
}

/** One row of client_discounts: applies to a brand, a category (leaf or top), both, or everything. */
export interface DiscountRule {
  brandId: number | null;
  categoryId: number | null;
  percent: number;
}

/** The best (highest) discount among the client's rules that apply to the product; 0 if none. */
export function bestDiscount(
  rules: readonly DiscountRule[],
  product: { brandId: number; leafId: number; parentId: number | null },
): number {
  let best = 0;
  for (const rule of rules) {
    if (rule.brandId !== null && rule.brandId !== product.brandId) continue;
    if (
      rule.categoryId !== null &&
      rule.categoryId !== product.leafId &&
      rule.categoryId !== product.parentId
    ) {
      continue;
    }
    if (rule.percent > best) best = rule.percent;
  }
  return best;
}
