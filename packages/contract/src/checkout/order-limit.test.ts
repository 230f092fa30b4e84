import { describe, expect, it } from 'vitest';
import { MAX_CART_QUANTITY } from '../constants.js';
import { MAX_ORDER_TOTAL_CENTS, withinOrderLimit } from './order-limit.js';

describe('the order total limit', () => {
  it('accepts up to 99 999 999,99 € and refuses a cent more', () => {
    expect(withinOrderLimit(MAX_ORDER_TOTAL_CENTS)).toBe(true);
    expect(withinOrderLimit(MAX_ORDER_TOTAL_CENTS + 1)).toBe(false);
    expect(withinOrderLimit(2 ** 31)).toBe(true);
    expect(withinOrderLimit(Number.MAX_SAFE_INTEGER + 2)).toBe(false);
    expect(withinOrderLimit(Number.NaN)).toBe(false);
  });

  it('fits the banks’ 12-character amount and leaves the VAT arithmetic exact', () => {
    const euros = `${Math.floor(MAX_ORDER_TOTAL_CENTS / 100)}.${String(MAX_ORDER_TOTAL_CENTS % 100)}`;
    expect(euros).toBe('99999999.99');
    expect(euros.length).toBeLessThanOrEqual(12);
    // vatOf multiplies cents by basis points: the largest product must stay a safe integer.
    expect(Number.isSafeInteger(MAX_ORDER_TOTAL_CENTS * 10_000)).toBe(true);
  });

  it('is above what 999 of a few dear products cost, so such orders need 64-bit columns', () => {
    expect(MAX_CART_QUANTITY).toBe(999);
    expect(999 * 3 * 1_000_000).toBeGreaterThan(2 ** 31 - 1);
    expect(999 * 3 * 1_000_000).toBeLessThan(MAX_ORDER_TOTAL_CENTS);
  });
});
