import { bitsetLength, orInto, setRanks } from './bitset.js';

/** Longest prefix given a precomputed bit set. */
const PREFIX_BITS_MAX_LENGTH = 3;
/**
 * A prefix gets a bit set when combining its words would cost this many bit set copies
 * (a dense word costs one, a sparse word its postings).
 */
const PREFIX_BITS_MIN_COST = 4;

export interface DenseBits {
  /** Word id → index in denseBits, or -1. */
  denseSlots: Int32Array;
  denseBits: Uint32Array[];
}

/** A bit set for every word in at least one document in 32, so no larger than its postings. */
export function buildDenseBits(postingStarts: Int32Array, postings: Int32Array, size: number): DenseBits {
  const length = bitsetLength(size);
  const denseSlots = new Int32Array(postingStarts.length - 1).fill(-1);
  const denseBits: Uint32Array[] = [];
  for (let id = 0; id < denseSlots.length; id++) {
    const from = postingStarts[id] as number;
    const to = postingStarts[id + 1] as number;
    if (to - from < length) continue;
    const bits = new Uint32Array(length);
    setRanks(bits, postings, from, to);
    denseSlots[id] = denseBits.length;
    denseBits.push(bits);
  }
  return { denseSlots, denseBits };
}

/** Calls `visit` for each distinct prefix of `length` characters with its range in `sorted`. */
function forEachPrefix(
  sorted: readonly string[],
  length: number,
  visit: (prefix: string, start: number, end: number) => void,
): void {
  let start = 0;
  while (start < sorted.length) {
    const word = sorted[start] as string;
    if (word.length < length) {
      start++;
      continue;
    }
    // The strings beginning with this prefix are contiguous in sorted order.
    const prefix = word.slice(0, length);
    let end = start + 1;
    while (end < sorted.length && (sorted[end] as string).startsWith(prefix)) end++;
    visit(prefix, start, end);
    start = end;
  }
}

/**
 * Bit sets for the short prefixes (1–3 characters) whose words are many and common, so that a
 * query word like 'k' or 'pes' costs one copy instead of merging thousands of postings lists.
 */
export function buildPrefixBits(
  vocabulary: readonly string[],
  postingStarts: Int32Array,
  postings: Int32Array,
  dense: DenseBits,
  size: number,
): Map<string, Uint32Array> {
  const length = bitsetLength(size);
  const prefixBits = new Map<string, Uint32Array>();
  const { denseSlots, denseBits } = dense;
  for (let prefixLength = 1; prefixLength <= PREFIX_BITS_MAX_LENGTH; prefixLength++) {
    forEachPrefix(vocabulary, prefixLength, (prefix, start, end) => {
      if (end - start < 2) return;
      let cost = 0;
      for (let id = start; id < end; id++) {
        cost +=
          (denseSlots[id] as number) >= 0
            ? length
            : (postingStarts[id + 1] as number) - (postingStarts[id] as number);
      }
      if (cost < PREFIX_BITS_MIN_COST * length) return;
      const bits = new Uint32Array(length);
      for (let id = start; id < end; id++) {
        const slot = denseSlots[id] as number;
        if (slot >= 0) orInto(bits, denseBits[slot] as Uint32Array, 0, length - 1);
        else setRanks(bits, postings, postingStarts[id] as number, postingStarts[id + 1] as number);
      }
      prefixBits.set(prefix, bits);
    });
  }
  return prefixBits;
}

/**
 * Bit sets for the short code prefixes (1–3 characters) shared by many codes ('w', 'wa'), so that
 * marking their documents costs one copy instead of one step per code.
 */
export function buildCodePrefixBits(codes: readonly string[], codeRanks: Int32Array, size: number) {
  const length = bitsetLength(size);
  const codePrefixBits = new Map<string, Uint32Array>();
  for (let prefixLength = 1; prefixLength <= PREFIX_BITS_MAX_LENGTH; prefixLength++) {
    forEachPrefix(codes, prefixLength, (prefix, start, end) => {
      if (end - start < PREFIX_BITS_MIN_COST * length) return;
      const bits = new Uint32Array(length);
      setRanks(bits, codeRanks, start, end);
      codePrefixBits.set(prefix, bits);
    });
  }
  return codePrefixBits;
}
