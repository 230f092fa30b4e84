/**
 * Search text normalisation shared by the server's index and queries: lower case, Estonian
 * (and other Latin) diacritics folded (külmik → kulmik, šokolaad → sokolaad), punctuation to
 * spaces, whitespace collapsed. Codes keep their letters and digits (WAV28K90ME → wav28k90me).
 */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .replace(/\s+/g, ' ');
}

/** The words of a query, normalised, without duplicates, in their order. */
export function searchTerms(query: string): string[] {
  return [...new Set(normalizeSearchText(query).split(' ').filter(Boolean))];
}
