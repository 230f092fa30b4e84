import { describe, expect, it } from 'vitest';
import { lowerBound, prefixRange } from './sorted-search.js';

const sorted = ['ahi', 'ahju', 'kuivati', 'kulmik', 'kulmikud', 'pesu', 'pesumasin', 'pesumasinad', 'pliit'];

describe('sorted string search', () => {
  it('finds where a key would go', () => {
    expect(lowerBound(sorted, 'a')).toBe(0);
    expect(lowerBound(sorted, 'kulmik')).toBe(3);
    expect(lowerBound(sorted, 'zzz')).toBe(sorted.length);
  });

  it('finds the contiguous range of words with a prefix', () => {
    expect(prefixRange(sorted, 'pesu')).toEqual([5, 8]);
    expect(prefixRange(sorted, 'ku')).toEqual([2, 5]);
    expect(prefixRange(sorted, 'kulmiku')).toEqual([4, 5]);
    expect(prefixRange(sorted, 'x')).toEqual([9, 9]);
    expect(prefixRange(sorted, 'b')).toEqual([2, 2]);
    expect(prefixRange([], 'a')).toEqual([0, 0]);
  });
});
