import { describe, expect, it } from 'vitest';
import { lineTotal, totalsOf, vatOf, withVat, withoutVat } from './money.js';

describe('VAT in cents', () => {
  it('takes 24 % rounded half up', () => {
    expect(vatOf(10000)).toBe(2400);
    expect(vatOf(1)).toBe(0);
    expect(vatOf(2)).toBe(0);
    expect(vatOf(3)).toBe(1); // 0.72 → 1
    expect(vatOf(125)).toBe(30); // 30.0 exactly
    expect(vatOf(2)).toBe(0); // 0.48 → 0
    expect(vatOf(1234567)).toBe(296296); // 296296.08
    expect(withVat(40000)).toBe(49600);
  });
  it('rounds a half cent up without float error', () => {
    // 0.125 € × 24 % = 3.0 cents; 0.0625 € → 1.5 cents → 2.
    expect(vatOf(625, 1.24)).toBe(150);
    expect(vatOf(25, 1.22)).toBe(6); // 5.5 → 6
  });
  it('computes VAT once on the total, not per line', () => {
    const lines = [lineTotal(3, 1), lineTotal(3, 1), lineTotal(3, 1)];
    expect(lines.map((l) => vatOf(l)).reduce((a, b) => a + b)).toBe(3);
    expect(totalsOf(lines)).toEqual({ net: 9, vat: 2, gross: 11 });
  });
});

describe('withoutVat', () => {
  it('takes VAT off a gross price, rounded half up', () => {
    expect(withoutVat(49600)).toBe(40000);
    expect(withoutVat(124)).toBe(100);
    expect(withoutVat(1)).toBe(1); // 0.806 → 1
    expect(withoutVat(0)).toBe(0);
  });
  it('returns every net amount from its gross exactly, at several VAT rates', () => {
    for (const multiplier of [1.24, 1.22, 1.2, 1.09, 1]) {
      for (let net = 0; net <= 200_000; net++) {
        if (withoutVat(withVat(net, multiplier), multiplier) !== net)
          throw new Error(`${net} at ${multiplier} does not round-trip`);
      }
      for (const net of [999_999_999, 1_000_000_000, 123_456_789, 987_654_321]) {
        expect(withoutVat(withVat(net, multiplier), multiplier)).toBe(net);
      }
    }
  });
});
