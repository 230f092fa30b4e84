/**
 * Bit sets over document ranks, 32 ranks per Uint32Array element: the index combines and walks
 * query results a word at a time, and walking the bits in order yields ranks in result order.
 */

/** Elements needed for `size` ranks. */
export const bitsetLength = (size: number): number => (size + 31) >>> 5;

/** Number of set bits in a 32-bit value. */
export function popcount(value: number): number {
  let x = value - ((value >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/** The bits of element `index` that fall in the rank range [start, end). */
export function rangeMask(index: number, start: number, end: number): number {
  const base = index << 5;
  const from = Math.max(start - base, 0);
  const to = Math.min(end - base, 32);
  if (from >= to) return 0;
  const upTo = to === 32 ? -1 : (1 << to) - 1;
  return upTo & ~((1 << from) - 1);
}

/** Sets the bits of the ranks postings[from..to). */
export function setRanks(bits: Uint32Array, postings: Int32Array, from: number, to: number): void {
  for (let p = from; p < to; p++) {
    const rank = postings[p] as number;
    (bits[rank >>> 5] as number) |= 1 << (rank & 31);
  }
}

/** bits |= other over elements [from, to]. */
export function orInto(bits: Uint32Array, other: Uint32Array, from: number, to: number): void {
  for (let i = from; i <= to; i++) (bits[i] as number) |= other[i] as number;
}
