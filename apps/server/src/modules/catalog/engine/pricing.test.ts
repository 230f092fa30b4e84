import { describe, expect, it } from 'vitest';
import { bestDiscount, campaignActive, discountedPrice, productPrices, withVat } from './pricing.js';

const input = {
  base: 100000,
  retail: 130000,
  campaign: 85000,
  discountStart: '2026-03-01',
  discountEnd: '2026-03-31',
};

describe('campaignActive', () => {
  it('includes both ends and treats null as open', () => {
    expect(campaignActive('2026-03-01', '2026-03-31', '2026-02-28')).toBe(false);
    expect(campaignActive('2026-03-01', '2026-03-31', '2026-03-01')).toBe(true);
    expect(campaignActive('2026-03-01', '2026-03-31', '2026-03-31')).toBe(true);
    expect(campaignActive('2026-03-01', '2026-03-31', '2026-04-01')).toBe(false);
    expect(campaignActive(null, '2026-03-31', '2000-01-01')).toBe(true);
    expect(campaignActive('2026-03-01', null, '2999-01-01')).toBe(true);
  });
});

describe('rounding', () => {
  it('adds VAT 24 % and rounds half up to cents', () => {
    expect(withVat(100000)).toBe(124000);
    expect(withVat(32333)).toBe(40093);
    expect(withVat(1)).toBe(1);
    expect(withVat(3)).toBe(4);
  });

  it('takes a percentage off and rounds half up', () => {
    expect(discountedPrice(100000, 8)).toBe(92000);
    expect(discountedPrice(12330, 5)).toBe(11714);
    expect(discountedPrice(12345, 7.5)).toBe(11419);
    expect(discountedPrice(999, 0)).toBe(999);
  });
});

describe('productPrices', () => {
  it('fills the purchase view with the client price and the lower of it and the campaign', () => {
    expect(productPrices(input, 'default', 8, true)).toEqual({
      price: 85000,
      original_price: 100000,
      price_default: 92000,
      price_vat: 105400,
      price_default_vat: 114080,
      discount_start: '2026-03-01',
      discount_end: '2026-03-31',
    });
    expect(productPrices({ ...input, campaign: 95000 }, 'default', 8, true).price).toBe(92000);
    expect(productPrices(input, 'default', 8, false)).toMatchObject({ price: 92000, price_default: 92000 });
  });

  it('fills the sales view from retail, lowered by the campaign share', () => {
    expect(productPrices(input, 'sales', 8, true)).toEqual({
      price: 110500,
      original_price: 130000,
      price_default: 130000,
      price_vat: 137020,
      price_default_vat: 161200,
      discount_start: '2026-03-01',
      discount_end: '2026-03-31',
    });
    expect(productPrices(input, 'sales', 0, false)).toMatchObject({ price: 130000, price_vat: 161200 });
  });

  it('has no dates without a campaign', () => {
    const prices = productPrices({ ...input, campaign: null }, 'default', 0, true);
    expect(prices).toMatchObject({ price: 100000, discount_start: null, discount_end: null });
  });
});

describe('bestDiscount', () => {
  const rules = [
    { brandId: 1, categoryId: null, percent: 8 },
    { brandId: null, categoryId: 10, percent: 4 },
    { brandId: 2, categoryId: 11, percent: 12 },
  ];

  it('takes the highest rule for the brand, the leaf or its parent', () => {
    expect(bestDiscount(rules, { brandId: 1, leafId: 11, parentId: 10 })).toBe(8);
    expect(bestDiscount(rules, { brandId: 3, leafId: 11, parentId: 10 })).toBe(4);
    expect(bestDiscount(rules, { brandId: 3, leafId: 10, parentId: null })).toBe(4);
    expect(bestDiscount(rules, { brandId: 2, leafId: 11, parentId: 10 })).toBe(12);
    expect(bestDiscount(rules, { brandId: 2, leafId: 12, parentId: 13 })).toBe(0);
    expect(bestDiscount([], { brandId: 1, leafId: 1, parentId: null })).toBe(0);
  });
});
