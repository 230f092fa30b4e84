/**
 * Binary searches over arrays of strings sorted by UTF-16 code units (the order of `<` and of
 * `Array.prototype.sort()` without a comparator), used for the vocabulary, titles and codes.
 */

/** The first index whose string is not below `key`. */
export function lowerBound(sorted: readonly string[], key: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((sorted[mid] as string) < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The index range [start, end) of the strings that begin with `prefix`. They are contiguous in
 * sorted order: everything before is below the prefix, everything after is above it and does not
 * begin with it.
 */
export function prefixRange(sorted: readonly string[], prefix: string): [start: number, end: number] {
  const start = lowerBound(sorted, prefix);
  let lo = start;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((sorted[mid] as string).startsWith(prefix)) lo = mid + 1;
    else hi = mid;
  }
  return [start, lo];
}
