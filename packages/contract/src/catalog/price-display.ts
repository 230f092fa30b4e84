import type { Pricelist } from '../constants.js';

/**
 * The price fields of a product as the server fills them for the user's active price list
 * (SPEC §3). Money on the wire is integer cents.
 */
export interface PriceFields {
  price: number;
  price_default: number;
  price_vat: number;
  price_default_vat: number;
  /** ISO 8601 date or date-time, or null for an open start. */
  discount_start: string | null;
  /** ISO 8601 date or date-time, or null for an open end. A date alone includes that whole day. */
  discount_end: string | null;
}

export interface PriceDisplay {
  /** Show old struck through and new in red. */
  discounted: boolean;
  /** The price to show (cents). */
  current: number;
  /** The struck-through price (cents), only when discounted. */
  old: number | null;
  /** '+KM' after net prices; '' in the VAT-inclusive sales view. */
  suffix: '+KM' | '';
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

function startOf(value: string): number {
  return DATE_ONLY.test(value) ? Date.parse(`${value}T00:00:00.000Z`) : Date.parse(value);
}

function endOf(value: string): number {
  return DATE_ONLY.test(value) ? Date.parse(`${value}T23:59:59.999Z`) : Date.parse(value);
}

/** The discount period test of SPEC §4: now lies within [discount_start, discount_end]. */
export function discountPeriodHolds(
  start: string | null,
  end: string | null,
  now: Date = new Date(),
): boolean {
  const t = now.getTime();
  if (start !== null && !(startOf(start) <= t)) return false;
  if (end !== null && !(t <= endOf(end))) return false;
  return true;
}

/**
 * SPEC §4 price display: discounted only when price ≠ price_default and the period holds;
 * the sales view shows the VAT-inclusive fields; otherwise net prices get '+KM'.
 * The shown price is always `price` (or `price_vat`): the server decides what is charged,
 * this rule only decides whether the regular price is shown struck through beside it.
 */
export function priceDisplay(p: PriceFields, pricelist: Pricelist, now: Date = new Date()): PriceDisplay {
  const sales = pricelist === 'sales';
  const current = sales ? p.price_vat : p.price;
  const regular = sales ? p.price_default_vat : p.price_default;
  const discounted =
    p.price !== p.price_default && discountPeriodHolds(p.discount_start, p.discount_end, now);
  return {
    discounted,
    current,
    old: discounted ? regular : null,
    suffix: sales ? '' : '+KM',
  };
}
