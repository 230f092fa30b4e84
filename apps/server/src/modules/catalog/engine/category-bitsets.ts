import { memoize, type CatalogSnapshot } from './catalog-snapshot.js';

/**
 * A category's products as bit positions: bit i stands for the i-th product of the category's
 * (ascending) product list. Per facet value present in the category, the set of its products.
 * Built once per category and catalogue version, on the category's first filtered listing; at
 * 100,000 products all categories together take about 1 MB.
 */
export interface CategoryBits {
  /** 32-bit words per set. */
  words: number;
  /** Per facet value id, its products in the category; undefined where no product has it. */
  byValue: (Uint32Array | undefined)[];
  /** The ids of the values present, ascending. */
  present: Int32Array;
}

export function categoryBits(snapshot: CatalogSnapshot, category: number): CategoryBits {
  return memoize(snapshot, `category-bits:${category}`, () => {
    const products = snapshot.categories[category]?.products ?? new Int32Array(0);
    const words = (products.length + 31) >>> 5;
    const byValue: (Uint32Array | undefined)[] = new Array(snapshot.values.length);
    const { valueStarts, valueIds } = snapshot;
    for (let i = 0; i < products.length; i++) {
      const p = products[i] as number;
      for (let j = valueStarts[p] as number; j < (valueStarts[p + 1] as number); j++) {
        const v = valueIds[j] as number;
        const set = (byValue[v] ??= new Uint32Array(words));
        set[i >>> 5] = (set[i >>> 5] as number) | (1 << (i & 31));
      }
    }
    const present = Int32Array.from(byValue.flatMap((set, v) => (set === undefined ? [] : [v])));
    return { words, byValue, present };
  });
}

/** Bits set in a 32-bit word (SWAR popcount). */
export function bitCount(word: number): number {
  let x = word - ((word >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/** Bits set in `a AND b`. */
export function countBoth(a: Uint32Array, b: Uint32Array): number {
  let total = 0;
  for (let w = 0; w < a.length; w++) {
    const x = (a[w] as number) & (b[w] as number);
    if (x !== 0) total += bitCount(x);
  }
  return total;
}

/** Calls `visit(i)` for every bit i set in `set`, ascending. */
export function forEachBit(set: Uint32Array, visit: (i: number) => void): void {
  for (let w = 0; w < set.length; w++) {
    let word = set[w] as number;
    while (word !== 0) {
      const lowest = word & -word;
      visit((w << 5) | (31 - Math.clz32(lowest)));
      word ^= lowest;
    }
  }
}

/** A set of the first `size` positions. */
export function fullSet(words: number, size: number): Uint32Array {
  const set = new Uint32Array(words).fill(0xffffffff);
  const tail = size & 31;
  if (tail !== 0) set[words - 1] = (1 << tail) - 1;
  return set;
}
