import { describe, expect, it } from 'vitest';
import { discountPeriodHolds, priceDisplay, type PriceFields } from './price-display.js';

const campaign: PriceFields = {
  price: 40000,
  price_default: 50000,
  price_vat: 49600,
  price_default_vat: 62000,
  discount_start: '2026-11-01',
  discount_end: '2026-11-30',
};
const at = (iso: string) => new Date(iso);

describe('discountPeriodHolds', () => {
  it('holds inside the window, on its first and last Estonian day', () => {
    expect(discountPeriodHolds('2026-11-01', '2026-11-30', at('2026-11-15T12:00:00Z'))).toBe(true);
    // 1 Nov 00:00 in Tallinn (UTC+2) is 31 Oct 22:00 UTC.
    expect(discountPeriodHolds('2026-11-01', '2026-11-30', at('2026-10-31T22:00:00Z'))).toBe(true);
    expect(discountPeriodHolds('2026-11-01', '2026-11-30', at('2026-11-30T21:59:59Z'))).toBe(true);
  });
  it('fails before and after the window, by the Estonian day', () => {
    expect(discountPeriodHolds('2026-11-01', '2026-11-30', at('2026-10-31T21:59:59Z'))).toBe(false);
    // Still 30 Nov in UTC, but already 1 Dec in Tallinn.
    expect(discountPeriodHolds('2026-11-01', '2026-11-30', at('2026-11-30T22:30:00Z'))).toBe(false);
  });
  it('follows summer time (UTC+3)', () => {
    expect(discountPeriodHolds('2026-07-01', '2026-07-31', at('2026-06-30T21:00:00Z'))).toBe(true);
    expect(discountPeriodHolds('2026-07-01', '2026-07-31', at('2026-06-30T20:59:59Z'))).toBe(false);
  });
  it('treats a missing bound as open and compares exact times when given', () => {
    expect(discountPeriodHolds(null, '2026-11-30', at('2020-01-01T00:00:00Z'))).toBe(true);
    expect(discountPeriodHolds('2026-11-01', null, at('2030-01-01T00:00:00Z'))).toBe(true);
    expect(discountPeriodHolds(null, null, at('2030-01-01T00:00:00Z'))).toBe(true);
    expect(discountPeriodHolds('2026-11-01T10:00:00Z', null, at('2026-11-01T09:59:59Z'))).toBe(false);
  });
  it('fails on unreadable dates rather than showing a false discount', () => {
    expect(discountPeriodHolds('not a date', null, at('2026-11-15T00:00:00Z'))).toBe(false);
  });
});

describe('priceDisplay', () => {
  it('inside the window: discounted net price, old struck, +KM', () => {
    expect(priceDisplay(campaign, 'default', at('2026-11-15T00:00:00Z'))).toEqual({
      discounted: true,
      current: 40000,
      old: 50000,
      suffix: '+KM',
    });
  });
  it('before and after the window: one normal price', () => {
    for (const when of ['2026-10-20T00:00:00Z', '2026-12-02T00:00:00Z']) {
      expect(priceDisplay(campaign, 'default', at(when))).toEqual({
        discounted: false,
        current: 40000,
        old: null,
        suffix: '+KM',
      });
    }
  });
  it('price equal to price_default is never discounted', () => {
    const same = { ...campaign, price: 50000, price_vat: 62000 };
    expect(priceDisplay(same, 'default', at('2026-11-15T00:00:00Z'))).toEqual({
      discounted: false,
      current: 50000,
      old: null,
      suffix: '+KM',
    });
  });
  it('sales view uses the VAT-inclusive fields and no suffix', () => {
    expect(priceDisplay(campaign, 'sales', at('2026-11-15T00:00:00Z'))).toEqual({
      discounted: true,
      current: 49600,
      old: 62000,
      suffix: '',
    });
    expect(priceDisplay(campaign, 'sales', at('2026-12-15T00:00:00Z'))).toEqual({
      discounted: false,
      current: 49600,
      old: null,
      suffix: '',
    });
  });
});
