import { describe, expect, it } from 'vitest';
import { compactVatNumber, isClientRegistryCode, vatCheckDigitHolds } from './client-ids.js';

describe('client identifiers', () => {
  it('takes 8 digits as a registry code, nothing else', () => {
    expect(isClientRegistryCode('10987654')).toBe(true);
    expect(isClientRegistryCode('1098765')).toBe(false);
    expect(isClientRegistryCode('109876543')).toBe(false);
    expect(isClientRegistryCode('1098765a')).toBe(false);
  });

  it('checks the VAT number check digit', () => {
    // Computed by hand: 1·3+0·7+0·1+2·3+4·7+7·1+0·3+1·7 = 51 → 9; and the demo clients' numbers.
    expect(vatCheckDigitHolds('EE100247019')).toBe(true);
    expect(vatCheckDigitHolds('EE100987654')).toBe(true);
    expect(vatCheckDigitHolds('EE102345676')).toBe(true);
    expect(vatCheckDigitHolds('ee 100 247 019')).toBe(true);
    expect(vatCheckDigitHolds('EE100247018')).toBe(false);
    expect(vatCheckDigitHolds('EE102345678')).toBe(false);
    expect(vatCheckDigitHolds('EE10024701')).toBe(false);
    expect(vatCheckDigitHolds('LV100247019')).toBe(false);
    expect(compactVatNumber('ee 1002 47019')).toBe('EE100247019');
  });
});
