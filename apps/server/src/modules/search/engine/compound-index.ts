/**
 * Words inside Estonian compounds ('külmik' in 'sügavkülmik', 'pesumasin' in 'nõudepesumasin'):
 * the inner suffixes of the title and extra words, sorted, so the words that contain a query word
 * somewhere inside are one binary search away. Decision 038.
 */

/** A query word this long (letters only) also matches inside compounds: 'ahi' finds 'mikrolaineahi'. */
export const MIN_INNER_TERM_LENGTH = 3;
/** The part of a compound before the match has at least this many letters ('õhu' in 'õhukuivati'). */
export const MIN_INNER_OFFSET = 3;

/** Every inner suffix (at offset ≥ MIN_INNER_OFFSET, ≥ MIN_INNER_TERM_LENGTH long) of the eligible words. */
export interface InnerSuffixes {
  /** Suffix i is vocabulary[words[i]] from offsets[i] on; sorted by that text. */
  words: Int32Array;
  offsets: Int32Array;
}

/**
 * Compares the suffix of `word` from `offset` with `term`, looking at no more than term's length:
 * 0 when the suffix begins with the term, otherwise the sign of their order.
 */
function compareSuffix(word: string, offset: number, term: string): number {
  const length = Math.min(word.length - offset, term.length);
  for (let i = 0; i < length; i++) {
    const difference = word.charCodeAt(offset + i) - term.charCodeAt(i);
    if (difference !== 0) return difference;
  }
  return length < term.length ? -1 : 0;
}

/** Builds the sorted inner suffixes of `eligible` word ids (letters only, from titles and extras). */
export function buildInnerSuffixes(vocabulary: readonly string[], eligible: Int32Array): InnerSuffixes {
  const minLength = MIN_INNER_OFFSET + MIN_INNER_TERM_LENGTH;
  let count = 0;
  for (const id of eligible) {
    const length = (vocabulary[id] as string).length;
    if (length >= minLength) count += length - minLength + 1;
  }
  const words = new Int32Array(count);
  const offsets = new Int32Array(count);
  let k = 0;
  for (const id of eligible) {
    const length = (vocabulary[id] as string).length;
    for (let offset = MIN_INNER_OFFSET; offset + MIN_INNER_TERM_LENGTH <= length; offset++, k++) {
      words[k] = id;
      offsets[k] = offset;
    }
  }
  const order = Array.from({ length: count }, (_, i) => i).sort((a, b) => {
    const wordA = vocabulary[words[a] as number] as string;
    const wordB = vocabulary[words[b] as number] as string;
    const suffixA = offsets[a] as number;
    const suffixB = offsets[b] as number;
    const length = Math.min(wordA.length - suffixA, wordB.length - suffixB);
    for (let i = 0; i < length; i++) {
      const difference = wordA.charCodeAt(suffixA + i) - wordB.charCodeAt(suffixB + i);
      if (difference !== 0) return difference;
    }
    return wordA.length - suffixA - (wordB.length - suffixB) || (words[a] as number) - (words[b] as number);
  });
  return {
    words: Int32Array.from(order, (i) => words[i] as number),
    offsets: Int32Array.from(order, (i) => offsets[i] as number),
  };
}

/**
 * The ids of the words containing `term` inside (not only at their start), ascending and distinct;
 * empty for a term too short or not letters only.
 */
export function innerWords(suffixes: InnerSuffixes, vocabulary: readonly string[], term: string): number[] {
  const { words, offsets } = suffixes;
  let lo = 0;
  let hi = words.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (compareSuffix(vocabulary[words[mid] as number] as string, offsets[mid] as number, term) < 0)
      lo = mid + 1;
    else hi = mid;
  }
  const found: number[] = [];
  for (let i = lo; i < words.length; i++) {
    if (compareSuffix(vocabulary[words[i] as number] as string, offsets[i] as number, term) !== 0) break;
    found.push(words[i] as number);
  }
  if (found.length < 2) return found;
  found.sort((a, b) => a - b);
  return found.filter((id, i) => i === 0 || found[i - 1] !== id);
}
