import type { Pricelist } from '../constants.js';
import { estonianDay } from '../format/dates.js';

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

/**
 * The discount period test of SPEC §4: now lies within [discount_start, discount_end]. A date
 * alone (yyyy-mm-dd) is a whole day in Europe/Tallinn, both bounds inclusive; a date-time is an
 * exact instant. A missing bound is open; an unreadable one fails the test.
 */
export function discountPeriodHolds(
  start: string | null,
  end: string | null,
  now: Date = new Date(),
): boolean {
  // Campaign days are Estonian calendar days (the seller's time zone), as the server decides them.
  const day = estonianDay(now);
  const t = now.getTime();
  if (start !== null) {
    const ok = DATE_ONLY.test(start) ? day >= start : Date.parse(start) <= t;
    if (!ok) return false;
  }
  if (end !== null) {
    const ok = DATE_ONLY.test(end) ? day <= end : t <= Date.parse(end);
    if (!ok) return false;
  }
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
