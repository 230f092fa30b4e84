import { describe, expect, it } from 'vitest';
import { lineTotal, totalsOf, vatOf, withVat } from './money.js';

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
