import { DEFAULT_VAT_MULTIPLIER } from '../constants.js';
import { vatOf } from '../checkout/money.js';

/**
 * Pure rules of the buyer's offers to their own end customers (issue 12). Money is integer
 * cents; percentages (markup, discount) may have two decimals and are worked in hundredths of a
 * percent with BigInt, so no float error and no overflow decides a cent. Rounding is half up.
 */

export const OFFER_STORED_STATUSES = ['open', 'sent', 'accepted', 'ordered', 'archived'] as const;
export type OfferStoredStatus = (typeof OFFER_STORED_STATUSES)[number];
/** `expired` is never stored: it is derived from the valid-until day (SPEC §5). */
export const OFFER_STATUSES = ['open', 'sent', 'accepted', 'ordered', 'expired', 'archived'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

export const OFFER_STATUS_LABELS: Record<OfferStatus, string> = {
  open: 'Avatud',
  sent: 'Saadetud',
  accepted: 'Kinnitatud',
  ordered: 'Tellitud',
  expired: 'Aegunud',
  archived: 'Arhiveeritud',
};

export const OFFER_LANGUAGES = ['et', 'en'] as const;
export type OfferLanguage = (typeof OFFER_LANGUAGES)[number];

export const MAX_OFFER_ROWS = 200;
export const MAX_OFFER_QUANTITY = 9999;
/** 999 999,99 €: above any appliance or installation job, and the arithmetic stays exact. */
export const MAX_OFFER_PRICE_CENTS = 99_999_999;
export const MIN_PRICE_INCREASE = -100;
export const MAX_PRICE_INCREASE = 1000;
export const MIN_VALID_DAYS = 1;
export const MAX_VALID_DAYS = 365;
/** Defaults of a new offer when the user has not set their own. */
export const DEFAULT_OFFER_VALID_DAYS = 14;
export const DEFAULT_OFFER_PAYMENT_TERM = '14';
export const PAYMENT_TERM_PATTERN = /^(?:\d{1,3}|E)$/;

/** Hundredths of a percent: 12.5 → 1250. */
export function percentHundredths(percent: number): number {
  return Math.round(percent * 100);
}

/** round(a × b / 10000) half up, for non-negative products, exactly. */
function scaleHalfUp(amount: bigint, factor: bigint): number {
  const product = amount * factor;
  if (product <= 0n) return 0;
  return Number((product + 5000n) / 10000n);
}

/** A catalogue row's default unit price: the purchase price plus the offer's markup %. */
export function defaultUnitPrice(purchaseCents: number, markupPercent: number): number {
  return scaleHalfUp(BigInt(purchaseCents), BigInt(10000 + percentHundredths(markupPercent)));
}

/** Quantity × unit price less the row's discount %. */
export function rowTotal(unitCents: number, quantity: number, discountPercent: number): number {
  return scaleHalfUp(
    BigInt(unitCents) * BigInt(quantity),
    BigInt(10000 - percentHundredths(discountPercent)),
  );
}

export interface Margin {
  /** Cents: what the buyer earns on the row (its total less what they pay us). */
  amount: number;
  /** Of the selling price, two decimals; null when the row sells for nothing. */
  percent: number | null;
}

/** Margin on the selling price: (total − purchase) / total. */
export function marginOf(totalCents: number, purchaseTotalCents: number): Margin {
  const amount = totalCents - purchaseTotalCents;
  const percent = totalCents > 0 ? Math.round((amount * 10000) / totalCents) / 100 : null;
  return { amount, percent };
}

export interface PricedRow {
  quantity: number;
  /** Unit price to the end customer, cents. */
  price: number;
  discount: number;
  /** Our purchase price per unit, cents; null for the buyer's own products. */
  purchasePrice: number | null;
}

export interface OfferTotals {
  net: number;
  vat: number;
  gross: number;
  /** Purchase cost of the catalogue rows. */
  purchase: number;
  /** Margin over the catalogue rows (own products have no purchase price to judge them by). */
  margin: number;
  margin_percent: number | null;
}

export function offerTotals(
  rows: readonly PricedRow[],
  multiplier: number = DEFAULT_VAT_MULTIPLIER,
): OfferTotals {
  let net = 0;
  let purchase = 0;
  let catalogueNet = 0;
  for (const row of rows) {
    const total = rowTotal(row.price, row.quantity, row.discount);
    net += total;
    if (row.purchasePrice !== null) {
      purchase += row.purchasePrice * row.quantity;
      catalogueNet += total;
    }
  }
  const vat = vatOf(net, multiplier);
  const margin = marginOf(catalogueNet, purchase);
  return { net, vat, gross: net + vat, purchase, margin: margin.amount, margin_percent: margin.percent };
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** yyyy-mm-dd plus whole days (calendar arithmetic, no time zone involved). */
export function addCalendarDays(day: string, days: number): string {
  const match = DAY.exec(day);
  if (match === null) throw new Error(`Not a day: ${day}`);
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + days));
  return date.toISOString().slice(0, 10);
}

/** The last day the offer holds: its date plus the validity in days. */
export function offerValidUntil(offerDay: string, validDays: number): string {
  return addCalendarDays(offerDay, validDays);
}

/**
 * SPEC §5: the end-date check adds one day, so an offer valid until 30.11 still holds all of
 * 30.11 (Tallinn day) and is expired from 01.12.
 */
export function isOfferExpired(validUntil: string, today: string): boolean {
  return today >= addCalendarDays(validUntil, 1);
}

/** Open and sent offers expire; accepted, ordered and archived ones keep their status. */
export function offerStatus(stored: OfferStoredStatus, validUntil: string, today: string): OfferStatus {
  if ((stored === 'open' || stored === 'sent') && isOfferExpired(validUntil, today)) return 'expired';
  return stored;
}

/** P-2026-0042: per company and year. */
export function offerNumber(year: number, sequence: number): string {
  return `P-${year}-${String(sequence).padStart(4, '0')}`;
}

/** SPEC §5: digits are days, 'E' is prepayment. */
export function paymentTermLabel(term: string, language: OfferLanguage): string {
  if (term === 'E') return language === 'en' ? 'Prepayment' : 'Ettemaks';
  const days = Number(term);
  if (language === 'en') return days === 1 ? '1 day' : `${days} days`;
  return days === 1 ? '1 päev' : `${days} päeva`;
}
