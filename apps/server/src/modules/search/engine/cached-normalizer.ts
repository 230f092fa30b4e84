import { normalizeSearchText } from '@kodumasinad/contract';

const ASCII_ONLY = /^\p{ASCII}*$/u;
const NOT_ASCII_ALPHANUMERIC = /[^a-z0-9]+/g;

/**
 * normalizeSearchText for ASCII text, several times faster: ASCII has no decompositions or marks,
 * and its only letters and numbers are a–z and 0–9 once lower-cased.
 */
export function normalizeAscii(text: string): string {
  return text.toLowerCase().replace(NOT_ASCII_ALPHANUMERIC, ' ').trim();
}

/**
 * normalizeSearchText for building an index, where it would otherwise cost most of the build:
 * text is normalised token by token, ASCII tokens on a fast path and the others (a few hundred
 * distinct words with diacritics) through a cache. The result is identical: normalisation never
 * joins or reorders characters across whitespace (each whitespace run becomes one space anyway),
 * so normalising the tokens separately and joining the non-empty results with spaces is the same.
 */
export function createCachedNormalizer(): (text: string) => string {
  const cache = new Map<string, string>();
  return (text) => {
    if (ASCII_ONLY.test(text)) return normalizeAscii(text);
    let out = '';
    for (const token of text.split(/\s+/)) {
      let normalized: string | undefined;
      if (ASCII_ONLY.test(token)) normalized = normalizeAscii(token);
      else {
        normalized = cache.get(token);
        if (normalized === undefined) {
          normalized = normalizeSearchText(token);
          cache.set(token, normalized);
        }
      }
      if (normalized) out = out ? `${out} ${normalized}` : normalized;
    }
    return out;
  };
}
