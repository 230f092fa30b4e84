import { describe, expect, it } from 'vitest';
import {
  addCalendarDays,
  defaultUnitPrice,
  isOfferExpired,
  marginOf,
  offerNumber,
  offerStatus,
  offerTotals,
  offerValidUntil,
  OFFER_STATUS_LABELS,
  OFFER_STATUSES,
  paymentTermLabel,
  percentHundredths,
  rowTotal,
} from './offer-rules.js';

describe('default unit price: purchase price plus markup', () => {
  it.each([
    [10000, 25, 12500],
    [10000, 0, 10000],
    [10000, -100, 0],
    [10000, 1000, 110000],
    [999, 12.5, 1124], // 1123.875 → 1124
    [1, 50, 2], // 1.5 → 2 (half up)
    [3, 50, 5], // 4.5 → 5
    [12345, 33.33, 16460], // 16459.5 → 16460
    [0, 25, 0],
    [99_999_999, 1000, 1_099_999_989],
  ])('%i cents + %d %% = %i', (purchase, markup, expected) => {
    expect(defaultUnitPrice(purchase, markup)).toBe(expected);
  });
  it('never goes below zero', () => {
    expect(defaultUnitPrice(100, -100)).toBe(0);
  });
  it('reads two decimals of a percentage exactly', () => {
    expect(percentHundredths(0.1 + 0.2)).toBe(30);
    expect(percentHundredths(-12.34)).toBe(-1234);
  });
});

describe('row total with discount', () => {
  it.each([
    [10000, 1, 0, 10000],
    [10000, 3, 10, 27000],
    [999, 3, 33.33, 1998], // 2997 × 0.6667 = 1998.1
    [1, 1, 50, 1], // 0.5 → 1
    [10000, 5, 100, 0],
    [12345, 7, 12.5, 75613], // 86415 × 0.875 = 75613.125
    [99_999_999, 9999, 0, 999_899_990_001],
  ])('%i × %i less %d %% = %i', (unit, quantity, discount, expected) => {
    expect(rowTotal(unit, quantity, discount)).toBe(expected);
  });
});

describe('margin', () => {
  it('is the total less the purchase cost, in € and % of the selling price', () => {
    expect(marginOf(12500, 10000)).toEqual({ amount: 2500, percent: 20 });
    expect(marginOf(10000, 12000)).toEqual({ amount: -2000, percent: -20 });
    expect(marginOf(3000, 1000)).toEqual({ amount: 2000, percent: 66.67 });
    expect(marginOf(0, 1000)).toEqual({ amount: -1000, percent: null });
  });
});

describe('offer totals', () => {
  it('sums rows, takes VAT once from the multiplier and judges margin on catalogue rows', () => {
    const totals = offerTotals(
      [
        { quantity: 2, price: 12500, discount: 0, purchasePrice: 10000 },
        { quantity: 1, price: 5000, discount: 10, purchasePrice: 4000 },
        { quantity: 1, price: 4990, discount: 0, purchasePrice: null },
      ],
      1.24,
    );
    expect(totals).toEqual({
      net: 25000 + 4500 + 4990,
      vat: 8278, // 34490 × 0.24 = 8277.6
      gross: 34490 + 8278,
      purchase: 24000,
      margin: 29500 - 24000,
      margin_percent: 18.64,
    });
  });
  it('derives the VAT from another multiplier', () => {
    expect(offerTotals([{ quantity: 1, price: 10000, discount: 0, purchasePrice: null }], 1.22).vat).toBe(
      2200,
    );
  });
  it('is all zeros for an empty offer', () => {
    expect(offerTotals([])).toEqual({
      net: 0,
      vat: 0,
      gross: 0,
      purchase: 0,
      margin: 0,
      margin_percent: null,
    });
  });
});

describe('validity', () => {
  it('adds calendar days across months, years and leap days', () => {
    expect(addCalendarDays('2026-11-16', 14)).toBe('2026-11-30');
    expect(addCalendarDays('2026-12-25', 7)).toBe('2027-01-01');
    expect(addCalendarDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addCalendarDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(offerValidUntil('2026-01-01', 365)).toBe('2027-01-01');
    expect(() => addCalendarDays('30.11.2026', 1)).toThrow();
  });
  it('holds all of the last day and expires the day after (SPEC §5: +1 day)', () => {
    expect(isOfferExpired('2026-11-30', '2026-11-29')).toBe(false);
    expect(isOfferExpired('2026-11-30', '2026-11-30')).toBe(false);
    expect(isOfferExpired('2026-11-30', '2026-12-01')).toBe(true);
    expect(isOfferExpired('2026-12-31', '2027-01-01')).toBe(true);
  });
  it('derives expired for open and sent offers only', () => {
    expect(offerStatus('open', '2026-11-30', '2026-12-01')).toBe('expired');
    expect(offerStatus('sent', '2026-11-30', '2026-12-01')).toBe('expired');
    expect(offerStatus('sent', '2026-11-30', '2026-11-30')).toBe('sent');
    for (const stored of ['accepted', 'ordered', 'archived'] as const)
      expect(offerStatus(stored, '2026-11-30', '2027-06-01')).toBe(stored);
  });
});

describe('labels and numbers', () => {
  it('labels every status in Estonian', () => {
    expect(Object.keys(OFFER_STATUS_LABELS)).toEqual([...OFFER_STATUSES]);
    expect(OFFER_STATUS_LABELS).toMatchObject({ open: 'Avatud', accepted: 'Kinnitatud', expired: 'Aegunud' });
  });
  it('numbers offers per year with four digits', () => {
    expect(offerNumber(2026, 42)).toBe('P-2026-0042');
    expect(offerNumber(2026, 12345)).toBe('P-2026-12345');
  });
  it('shows the payment term as days or prepayment in the offer language', () => {
    expect(paymentTermLabel('E', 'et')).toBe('Ettemaks');
    expect(paymentTermLabel('E', 'en')).toBe('Prepayment');
    expect(paymentTermLabel('14', 'et')).toBe('14 päeva');
    expect(paymentTermLabel('1', 'et')).toBe('1 päev');
    expect(paymentTermLabel('30', 'en')).toBe('30 days');
    expect(paymentTermLabel('1', 'en')).toBe('1 day');
  });
});
