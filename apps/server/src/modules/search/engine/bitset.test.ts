import { describe, expect, it } from 'vitest';
import { bitsetLength, orInto, popcount, rangeMask, setRanks } from './bitset.js';

const naivePopcount = (value: number) => [...(value >>> 0).toString(2)].filter((c) => c === '1').length;

describe('bitset helpers', () => {
  it('sizes a bit set for a number of ranks', () => {
    expect([0, 1, 32, 33, 100_000].map(bitsetLength)).toEqual([0, 1, 1, 2, 3125]);
  });

  it('counts bits of unsigned and signed 32-bit values', () => {
    for (const value of [
      0, 1, 0xffffffff, -1, -2, 0x80000000, 0x7fffffff, 0x55555555, 123456789, -123456789,
    ]) {
      expect(popcount(value), String(value)).toBe(naivePopcount(value));
    }
  });

  it('masks the bits of an element that fall in a rank range', () => {
    expect(rangeMask(0, 0, 32) >>> 0).toBe(0xffffffff);
    expect(rangeMask(0, 3, 5) >>> 0).toBe(0b11000);
    expect(rangeMask(1, 30, 34) >>> 0).toBe(0b11);
    expect(rangeMask(0, 30, 34) >>> 0).toBe(0xc0000000);
    expect(rangeMask(2, 30, 34)).toBe(0);
    expect(rangeMask(1, 40, 40)).toBe(0);
  });

  it('sets ranks from postings and ors bit sets within bounds', () => {
    const bits = new Uint32Array(3);
    setRanks(bits, Int32Array.from([0, 31, 32, 70]), 0, 4);
    expect(Array.from(bits)).toEqual([0x80000001, 1, 0b1000000]);
    const target = new Uint32Array(3);
    orInto(target, bits, 1, 2);
    expect(Array.from(target)).toEqual([0, 1, 0b1000000]);
  });
});
