import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bitCount, countBoth, forEachBit, fullSet } from './category-bitsets.js';

const words = fc.array(fc.integer({ min: 0, max: 0xffffffff }), { minLength: 1, maxLength: 8 });
const naiveBits = (word: number) => [...(word >>> 0).toString(2)].filter((c) => c === '1').length;

describe('bit set helpers', () => {
  it('counts the bits of any word', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), (w) => bitCount(w) === naiveBits(w)),
      {
        seed: 9,
      },
    );
  });

  it('counts the bits two sets share, and walks them ascending', () => {
    fc.assert(
      fc.property(words, words, (a, b) => {
        const x = Uint32Array.from(a);
        const y = Uint32Array.from(
          b.slice(0, a.length).concat(new Array(Math.max(0, a.length - b.length)).fill(0)),
        );
        const seen: number[] = [];
        const both = x.map((w, i) => w & (y[i] as number));
        forEachBit(both, (i) => seen.push(i));
        expect(countBoth(x, y)).toBe(seen.length);
        expect(seen).toEqual([...seen].sort((m, n) => m - n));
        for (const i of seen) expect(((x[i >>> 5] as number) >>> (i & 31)) & 1).toBe(1);
      }),
      { seed: 9 },
    );
  });

  it.each([1, 31, 32, 33, 64, 100])('a full set of %i positions holds exactly those', (size) => {
    const set = fullSet((size + 31) >>> 5, size);
    const seen: number[] = [];
    forEachBit(set, (i) => seen.push(i));
    expect(seen).toEqual(Array.from({ length: size }, (_, i) => i));
  });
});
