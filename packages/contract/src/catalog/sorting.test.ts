import { describe, expect, it } from 'vitest';
import { DEFAULT_PER_PAGE, SORT_OPTIONS, parsePerPage, parseSort } from './sorting.js';

describe('sort options', () => {
  it('has the seven options of SPEC §9 with Estonian labels', () => {
    expect(SORT_OPTIONS.map((o) => o.value)).toEqual([
      'price-asc',
      'price-desc',
      'title-asc',
      'title-desc',
      'code-asc',
      'code-desc',
      'discount-desc',
    ]);
    expect(SORT_OPTIONS[0].label).toBe('Hinna järgi kasvavalt');
    expect(SORT_OPTIONS[6].label).toBe('Soodustuse järgi kahanevalt');
  });
  it('parses known values and rejects the rest', () => {
    expect(parseSort('code-desc')).toBe('code-desc');
    expect(parseSort('discount-asc')).toBeNull();
    expect(parseSort(undefined)).toBeNull();
  });
});

describe('per page', () => {
  it('accepts 28, 48 and 96 only', () => {
    expect(DEFAULT_PER_PAGE).toBe(28);
    expect(parsePerPage('48')).toBe(48);
    expect(parsePerPage(96)).toBe(96);
    expect(parsePerPage('50')).toBeNull();
    expect(parsePerPage('4 8')).toBeNull();
  });
});
