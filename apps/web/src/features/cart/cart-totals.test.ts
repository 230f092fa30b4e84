import { describe, expect, it } from 'vitest';
import { cartTotals, modalTotal } from './cart-totals';

describe('modalTotal (SPEC §4)', () => {
  it('shows total in the sales view', () => {
    expect(modalTotal({ total: 124000, total_vat: 124001, pricelist: 'sales' })).toBe(124000);
  });

  it('shows total_vat in the purchase view', () => {
    expect(modalTotal({ total: 100000, total_vat: 124000, pricelist: 'default' })).toBe(124000);
  });
});

describe('cartTotals', () => {
  it('takes net and gross from the purchase view as they are', () => {
    expect(cartTotals({ total: 100001, total_vat: 124001, pricelist: 'default' }, 1.24)).toEqual({
      net: 100001,
      vat: 24000,
      gross: 124001,
    });
  });

  it('derives the net share of VAT-inclusive sales-view amounts', () => {
    expect(cartTotals({ total: 124000, total_vat: 124000, pricelist: 'sales' }, 1.24)).toEqual({
      net: 100000,
      vat: 24000,
      gross: 124000,
    });
    expect(cartTotals({ total: 12399, total_vat: 12399, pricelist: 'sales' }, 1.24)).toEqual({
      net: 9999,
      vat: 2400,
      gross: 12399,
    });
  });
});
