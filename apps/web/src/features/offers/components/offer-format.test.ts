import { describe, expect, it } from 'vitest';
import { centsText, formatDay, parseHundredths } from './offer-format';

describe('offer editor formats', () => {
  it('shows days and prices the Estonian way', () => {
    expect(formatDay('2026-11-30')).toBe('30.11.2026');
    expect(centsText(123450)).toBe('1234,50');
    expect(centsText(5)).toBe('0,05');
  });
  it('reads prices and percentages with a comma or a point', () => {
    expect(parseHundredths('45,5')).toBe(4550);
    expect(parseHundredths('45.50')).toBe(4550);
    expect(parseHundredths('-12')).toBe(-1200);
    expect(parseHundredths('1,234')).toBeNull();
    expect(parseHundredths('')).toBeNull();
  });
});
