import { describe, expect, it } from 'vitest';
import {
  REFERENCE_WEIGHTS,
  isValidReference,
  referenceCheckDigit,
  referenceNumber,
} from './reference-number.js';

describe('reference numbers (7-3-1)', () => {
  it('uses the weights of SPEC §9', () => {
    expect(REFERENCE_WEIGHTS).toEqual([7, 3, 1]);
  });
  it.each([
    ['12131295', '121312952'],
    ['123456', '1234561'],
    ['1234567', '12345672'],
    ['20250001', '202500010'],
  ])('%s → %s (DOMAIN.md)', (base, reference) => {
    expect(referenceNumber(base)).toBe(reference);
    expect(isValidReference(reference)).toBe(true);
  });
  it('keeps leading zeros and accepts numbers', () => {
    expect(referenceNumber('0012')).toBe(`0012${referenceCheckDigit('0012')}`);
    expect(referenceNumber(12131295)).toBe('121312952');
  });
  it('rejects a wrong check digit and malformed input', () => {
    expect(isValidReference('121312953')).toBe(false);
    expect(isValidReference('1')).toBe(false);
    expect(isValidReference('12a4')).toBe(false);
    expect(() => referenceCheckDigit('')).toThrow(RangeError);
    expect(() => referenceCheckDigit('12345678901234567890')).toThrow(RangeError);
  });
});
