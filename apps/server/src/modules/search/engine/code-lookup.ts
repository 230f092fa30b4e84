import { SEARCH_MAX_LENGTH, normalizeSearchText } from '@kodumasinad/contract';
import { withinOneEdit } from './edit-distance.js';
import type { IndexData } from './index-data.js';
import { prefixRange } from './sorted-search.js';

/** Looking documents up by their code (quick order), beside the ranked search. */

/** The compact form of a code as the index keeps it: normalised, spaces removed. */
export function compactCode(code: string): string {
  return normalizeSearchText(code.slice(0, SEARCH_MAX_LENGTH)).replaceAll(' ', '');
}

/** Ids of the documents whose compact code equals the compact `code` (quick order). */
export function idsByCode(data: IndexData, code: string): number[] {
  const compact = compactCode(code);
  if (compact === '') return [];
  const { codes, codeRanks, ids } = data;
  const [start, end] = prefixRange(codes, compact);
  const found: number[] = [];
  for (let j = start; j < end && (codes[j] as string).length === compact.length; j++) {
    found.push(ids[codeRanks[j] as number] as number);
  }
  return found;
}

/** Ids of the first `limit` documents by code, among those whose compact code begins with `prefix`. */
export function idsByCodePrefix(data: IndexData, prefix: string, limit: number): number[] {
  const compact = compactCode(prefix);
  if (compact === '') return [];
  const { codes, codeRanks, ids } = data;
  const [start, end] = prefixRange(codes, compact);
  return Array.from(codeRanks.subarray(start, Math.min(end, start + limit)), (rank) => ids[rank] as number);
}

/**
 * The codes closest to an unknown `code`, as the search's typo tolerance reads them: codes one
 * edit away (a wrong, missing, extra or swapped character), then codes that begin with it. One
 * edit leaves the first half of the code intact or lands in it; the candidates looked at are the
 * codes that share the first half, so a typo in the first half finds nothing (decision 039).
 */
export function closestCodes(data: IndexData, code: string, limit: number): string[] {
  const compact = compactCode(code);
  if (compact.length < 2) return [];
  const { codes } = data;
  const found: string[] = [];
  const [start, end] = prefixRange(codes, compact.slice(0, Math.ceil(compact.length / 2)));
  for (let j = start; j < end && found.length < limit; j++) {
    const candidate = codes[j] as string;
    if (
      candidate !== compact &&
      Math.abs(candidate.length - compact.length) <= 1 &&
      withinOneEdit(compact, candidate)
    )
      found.push(candidate);
  }
  const [prefixStart, prefixEnd] = prefixRange(codes, compact);
  for (let j = prefixStart; j < prefixEnd && found.length < limit; j++) {
    const candidate = codes[j] as string;
    if (candidate !== compact && !found.includes(candidate)) found.push(candidate);
  }
  return found;
}
