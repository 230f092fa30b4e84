import { describe, expect, it } from 'vitest';
import { INSTALLMENT_DEFAULT_MONTHS, INSTALLMENT_YEARLY_RATE, installmentMonthly } from './installment.js';

describe('installmentMonthly', () => {
  it('uses the SPEC constants', () => {
    expect(INSTALLMENT_YEARLY_RATE).toBe(0.2422);
    expect(INSTALLMENT_DEFAULT_MONTHS).toBe(48);
  });
  it.each([
    [48, 3272],
    [12, 9467],
    [24, 5298],
    [36, 3935],
    [60, 2890],
  ])('1000 € over %i months → %i cents a month (DOMAIN.md)', (months, cents) => {
    expect(installmentMonthly(100000, months)).toBe(cents);
  });
  it('defaults to 48 months', () => {
    expect(installmentMonthly(100000)).toBe(3272);
  });
  it('gives 0 for no principal or no months', () => {
    expect(installmentMonthly(0)).toBe(0);
    expect(installmentMonthly(-5)).toBe(0);
    expect(installmentMonthly(100000, 0)).toBe(0);
  });
  it('divides evenly at a zero rate', () => {
    expect(installmentMonthly(120000, 12, 0)).toBe(10000);
  });
});
