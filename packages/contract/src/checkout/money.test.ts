import { describe, expect, it } from 'vitest';
import { lineTotal, netFromGross, totalsOf, vatOf, withVat } from './money.js';

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

describe('net from a price with VAT', () => {
  it('round-trips every net amount through withVat', () => {
    for (const multiplier of [1.24, 1.22, 1.2, 1.09]) {
      for (let net = 0; net <= 200_000; net += 1) {
        if (netFromGross(withVat(net, multiplier), multiplier) !== net)
          throw new Error(
            `${net} at ${multiplier} came back as ${netFromGross(withVat(net, multiplier), multiplier)}`,
          );
      }
    }
    expect(netFromGross(49600)).toBe(40000);
    expect(netFromGross(123_999_876)).toBe(99_999_900);
  });
  it('reads a gross amount withVat never yields as the nearest net', () => {
    // 1 net → 1 gross, 2 net → 2 gross, 3 net → 4 gross (0.72 VAT rounds up): 3 gross is skipped.
    expect(withVat(2)).toBe(2);
    expect(withVat(3)).toBe(4);
    expect(netFromGross(3)).toBe(2);
    expect(netFromGross(0)).toBe(0);
  });
});
