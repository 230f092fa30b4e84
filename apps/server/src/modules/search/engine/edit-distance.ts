/**
 * One-typo checks for search: Damerau–Levenshtein distance ≤ 1 (one insertion, deletion,
 * substitution or swap of two neighbouring characters). A full distance matrix is not needed for a
 * bound of one: after the first mismatch the rest must line up in one of four ways, so each check
 * is a single linear pass without allocations.
 */

/** Whether a[ai..] equals b[bi..bEnd) (the caller makes the lengths equal). */
function tailsEqual(a: string, ai: number, b: string, bi: number, bEnd: number): boolean {
  while (bi < bEnd) {
    if (a.charCodeAt(ai++) !== b.charCodeAt(bi++)) return false;
  }
  return true;
}

/**
 * Whether `a` is within one edit of the first `bLength` characters of `b` (the whole of `b` by
 * default), counting a swap of neighbours as one edit.
 */
export function withinOneEdit(a: string, b: string, bLength: number = b.length): boolean {
  const aLength = a.length;
  const diff = aLength - bLength;
  if (diff > 1 || diff < -1 || bLength > b.length) return false;
  const common = diff > 0 ? bLength : aLength;
  let i = 0;
  while (i < common && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  // Equal, or the only difference is one extra character at the end.
  if (i === common) return true;
  if (diff === 1) return tailsEqual(a, i + 1, b, i, bLength);
  if (diff === -1) return tailsEqual(a, i, b, i + 1, bLength);
  if (tailsEqual(a, i + 1, b, i + 1, bLength)) return true;
  return (
    i + 1 < aLength &&
    a.charCodeAt(i) === b.charCodeAt(i + 1) &&
    a.charCodeAt(i + 1) === b.charCodeAt(i) &&
    tailsEqual(a, i + 2, b, i + 2, bLength)
  );
}

/**
 * Whether some beginning of `word` is within one edit of `term`: the term as typed so far, with one
 * typo, could still become `word` ('pesunas' → 'pesumasin'). A beginning one shorter, as long or
 * one longer than the term is enough to try, since one edit changes the length by at most one.
 */
export function withinOneEditOfPrefix(term: string, word: string): boolean {
  const n = term.length;
  const last = Math.min(n + 1, word.length);
  for (let k = Math.max(1, n - 1); k <= last; k++) {
    if (withinOneEdit(term, word, k)) return true;
  }
  return false;
}
