import { describe, expect, it } from 'vitest';
import { AdminPaymentRequestSchema } from '../invoices/admin-invoices.js';
import { AdminClientInputSchema } from '../clients/admin-clients.js';
import { OfferRowInputSchema } from '../offers/offers.js';
import { UserSettingsRequestSchema } from '../clients/user.js';
import { formatDecimal, formatPercent, parseDecimal, parseHundredths } from './numbers.js';

describe('parseDecimal (the one reader of typed numbers)', () => {
  it.each<[unknown, number | null]>([
    ['12,5', 12.5],
    ['12.5', 12.5],
    [' 12,50 ', 12.5],
    ['-3', -3],
    ['+7,25', 7.25],
    [',5', 0.5],
    ['1 234,56', 1234.56],
    ['1\u00a0234,5', 1234.5],
    [12.5, 12.5],
    ['', null],
    ['1,2,3', null],
    ['1.2.3', null],
    ['12 5', null],
    ['1e3', null],
    ['0x10', null],
    ['Infinity', null],
    ['12,', null],
    ['abc', null],
    [Number.NaN, null],
    [null, null],
  ])('%j → %s', (value, expected) => {
    expect(parseDecimal(value)).toBe(expected);
  });

  it('caps the decimals when asked', () => {
    expect(parseDecimal('12,55', 2)).toBe(12.55);
    expect(parseDecimal('12,555', 2)).toBeNull();
    expect(parseDecimal(1.125, 2)).toBeNull();
  });
});

describe('parseHundredths', () => {
  it.each<[unknown, number | null]>([
    ['12,5', 1250],
    ['12.05', 1205],
    ['1 234,56', 123456],
    ['-0,5', -50],
    [19.99, 1999],
    ['1,234', null],
    ['x', null],
  ])('%j → %s', (value, expected) => {
    expect(parseHundredths(value)).toBe(expected);
  });
});

describe('formatPercent and formatDecimal (the one way numbers are shown)', () => {
  it('writes a decimal comma and a no-break space in Estonian', () => {
    expect(formatPercent(13.04)).toBe('13,04\u00a0%');
    expect(formatPercent(24)).toBe('24\u00a0%');
    expect(formatPercent(12.345)).toBe('12,35\u00a0%');
    expect(formatPercent(-5.5)).toBe('-5,5\u00a0%');
    expect(formatPercent(13.04, 'en')).toBe('13.04%');
  });

  it('shows a number field value that reads back unchanged', () => {
    expect(formatDecimal(12.5)).toBe('12,5');
    expect(parseDecimal(formatDecimal(12.5))).toBe(12.5);
    expect(formatDecimal(-0)).toBe('0');
  });
});

describe('every number field accepts a decimal comma', () => {
  it('settings markup', () => {
    const parsed = UserSettingsRequestSchema.safeParse({ offer_price_increase: '12,5' });
    expect(parsed.success && parsed.data.offers.offer_price_increase).toBe(12.5);
  });

  it('offer row price and discount', () => {
    const parsed = OfferRowInputSchema.safeParse({
      product_id: 1,
      quantity: '2',
      price: '1 234,5',
      discount: '7,5',
    });
    expect(parsed.success && [parsed.data.price, parsed.data.discount]).toEqual([123450, 7.5]);
  });

  it('a client discount percent in the back-office', () => {
    const parsed = AdminClientInputSchema.shape.discounts.safeParse([{ brand_id: 1, percent: '2,5' }]);
    expect(parsed.success && parsed.data[0]?.percent).toBe(2.5);
  });

  it('a payment booked by hand', () => {
    const parsed = AdminPaymentRequestSchema.safeParse({ date: '2026-01-05', amount: '125,50' });
    expect(parsed.success && parsed.data.amount).toBe(12550);
  });
});
