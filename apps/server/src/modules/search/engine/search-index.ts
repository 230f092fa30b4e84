import { SEARCH_MAX_LENGTH, normalizeSearchText, searchTerms } from '@kodumasinad/contract';
import { bitsetLength, orInto, popcount, rangeMask, setRanks } from './bitset.js';
import { closestCodes, idsByCode, idsByCodePrefix } from './code-lookup.js';
import { buildIndexData, type IndexData } from './index-data.js';
import { prefixRange } from './sorted-search.js';
import { planTerm, type TermPlan } from './term-plan.js';
import type { SearchDoc, SearchHit } from './types.js';

/** Ranking tiers, best first; a document gets the best tier it qualifies for. */
export const SearchTier = {
  /** The compact query (normalised, spaces removed) equals the compact code. */
  exactCode: 0,
  /** The compact query begins the compact code. */
  codePrefix: 1,
  /** The normalised title begins with the normalised query. */
  titlePrefix: 2,
  /** Every query word begins a word of the title, extra or code. */
  words: 3,
  /** Every query word matched without a typo, at least one of them only inside a compound. */
  compound: 4,
  /** Every query word matched, at least one of them only with a typo. */
  typo: 5,
} as const;

const TIER_COUNT = 6;

interface Page {
  ids: number[];
  tiers: number[] | undefined;
  total: number;
}

function countOption(value: number | undefined, fallback: number): number {
  return value !== undefined && Number.isFinite(value) ? Math.max(0, Math.floor(value)) : fallback;
}

/**
 * In-memory product search: code prefixes, all query words as word prefixes in any order,
 * case- and diacritic-insensitive, inside compounds for words of 3+ letters (decision 038), one
 * typo in words of 5+ letters, ranked by tier, then title, then id. Immutable once built; rebuild it when products change.
 *
 * A query works on bit sets over document ranks (see IndexData): each word's documents are
 * combined 32 at a time, the tiers are masks over the same bits, and a page is read off in rank
 * order. The scratch bit sets are allocated once, so a query allocates only its own results.
 */
export class SearchIndex {
  readonly size: number;
  private readonly data: IndexData;
  private readonly length: number;
  /**
   * Documents matching every word so far; those matching every word without a typo (inside a
   * compound or at a word's start); those matching every word at a word's start.
   */
  private readonly matched: Uint32Array;
  private readonly matchedInner: Uint32Array;
  /** The current query's "without a typo" bits: matchedInner, or matchedExact when no word matched inside. */
  private innerBits: Uint32Array;
  private readonly matchedExact: Uint32Array;
  /** The current word's documents: at a word's start, also inside compounds, with a typo only. */
  private readonly termExact: Uint32Array;
  private readonly termInner: Uint32Array;
  private readonly termTypo: Uint32Array;
  /** Documents whose code begins with / equals the compact query. */
  private readonly codes: Uint32Array;
  private readonly exactCodes: Uint32Array;
  private readonly tierCounts = new Int32Array(TIER_COUNT);
  /** Element bounds of the current query's `matched` and `codes` bits; empty when from > to. */
  private matchedFrom = 0;
  private matchedTo = -1;
  private codesFrom = 0;
  private codesTo = -1;
  /** Rank range of the titles that begin with the query. */
  private titleStart = 0;
  private titleEnd = 0;

  /**
   * Built from the documents, or from arrays built before (in a worker thread, decision 082):
   * the index is its immutable `data` plus scratch bit sets of its size.
   */
  constructor(docs: readonly SearchDoc[] | IndexData) {
    this.data = Array.isArray(docs) ? buildIndexData(docs) : (docs as IndexData);
    this.size = this.data.ids.length;
    this.length = bitsetLength(this.size);
    this.matched = new Uint32Array(this.length);
    this.matchedInner = new Uint32Array(this.length);
    this.matchedExact = new Uint32Array(this.length);
    this.innerBits = this.matchedExact;
    this.termExact = new Uint32Array(this.length);
    this.termInner = new Uint32Array(this.length);
    this.termTypo = new Uint32Array(this.length);
    this.codes = new Uint32Array(this.length);
    this.exactCodes = new Uint32Array(this.length);
  }

  /** The immutable arrays, to hand the index to another thread (structured clone). */
  get indexData(): IndexData {
    return this.data;
  }

  /** Every matching id, best first (ranked), and the true total. */
  match(query: string): number[] {
    return this.page(query, 0, Infinity, false).ids;
  }

  /** One page of ranked ids plus the true total of matches. */
  search(query: string, options: { limit?: number; offset?: number } = {}): { ids: number[]; total: number } {
    const page = this.page(
      query,
      countOption(options.offset, 0),
      countOption(options.limit, Infinity),
      false,
    );
    return { ids: page.ids, total: page.total };
  }

  /** As `search`, with each id's tier (SearchTier), for diagnostics and tests. */
  hits(
    query: string,
    options: { limit?: number; offset?: number } = {},
  ): { hits: SearchHit[]; total: number } {
    const page = this.page(query, countOption(options.offset, 0), countOption(options.limit, Infinity), true);
    const tiers = page.tiers as number[];
    return { hits: page.ids.map((id, i) => ({ id, tier: tiers[i] as number })), total: page.total };
  }

  /** Ids of the documents whose compact code equals the compact `code` (quick order). */
  idsByCode(code: string): number[] {
    return idsByCode(this.data, code);
  }

  /** Ids of the first `limit` documents by code, among those whose compact code begins with `prefix`. */
  idsByCodePrefix(prefix: string, limit: number): number[] {
    return idsByCodePrefix(this.data, prefix, limit);
  }

  /** The codes closest to an unknown `code` (code-lookup.ts, decision 039). */
  closestCodes(code: string, limit: number): string[] {
    return closestCodes(this.data, code, limit);
  }

  /** Adds a word's documents to `bits`; a dense word only within elements [from, to]. */
  private addWord(id: number, bits: Uint32Array, from: number, to: number): void {
    const { denseSlots, denseBits, postingStarts, postings } = this.data;
    const slot = denseSlots[id] as number;
    if (slot >= 0) orInto(bits, denseBits[slot] as Uint32Array, from, to);
    else setRanks(bits, postings, postingStarts[id] as number, postingStarts[id + 1] as number);
  }

  /** Writes a term's exact documents into `bits`, valid within elements [from, to]. */
  private addTerm(plan: TermPlan, bits: Uint32Array, from: number, to: number): void {
    if (plan.bits) {
      bits.set(plan.bits.subarray(from, to + 1), from);
      return;
    }
    bits.fill(0, from, to + 1);
    for (let id = plan.start; id < plan.end; id++) this.addWord(id, bits, from, to);
  }

  /**
   * Intersects the words' documents, cheapest word first, narrowing the element bounds as it goes
   * (ranks follow titles, so the matches of a specific query sit close together).
   */
  private matchWords(plans: TermPlan[]): void {
    const { matched, matchedInner, matchedExact, termExact, termInner, termTypo } = this;
    plans.sort((a, b) => a.cost - b.cost);
    const [first, ...rest] = plans as [TermPlan, ...TermPlan[]];
    let from = 0;
    let to = this.length - 1;
    this.addTerm(first, matchedExact, from, to);
    // Most queries match no compound: they then skip the third bit set.
    const anyInner = plans.some((plan) => plan.innerWords.length > 0);
    this.innerBits = anyInner ? matchedInner : matchedExact;
    if (anyInner) {
      matchedInner.set(matchedExact);
      for (const id of first.innerWords) this.addWord(id, matchedInner, from, to);
    }
    matched.set(this.innerBits);
    for (const id of first.typoWords) this.addWord(id, matched, from, to);
    while (from <= to && matched[from] === 0) from++;
    while (to >= from && matched[to] === 0) to--;

    for (const plan of rest) {
      if (from > to) break;
      this.addTerm(plan, termExact, from, to);
      const inner = plan.innerWords.length > 0;
      if (inner) {
        termInner.set(termExact.subarray(from, to + 1), from);
        for (const id of plan.innerWords) this.addWord(id, termInner, from, to);
      }
      const typo = plan.typoWords.length > 0;
      if (typo) {
        termTypo.fill(0, from, to + 1);
        for (const id of plan.typoWords) this.addWord(id, termTypo, from, to);
      }
      let newFrom = to + 1;
      let newTo = from - 1;
      for (let i = from; i <= to; i++) {
        const exact = termExact[i] as number;
        const withInner = inner ? (termInner[i] as number) : exact;
        const both = (matched[i] as number) & (typo ? withInner | (termTypo[i] as number) : withInner);
        matched[i] = both;
        if (anyInner) (matchedInner[i] as number) &= withInner;
        (matchedExact[i] as number) &= exact;
        if (both !== 0) {
          if (newFrom > to) newFrom = i;
          newTo = i;
        }
      }
      from = newFrom;
      to = newTo;
    }
    this.matchedFrom = from;
    this.matchedTo = to;
  }

  /** Marks the documents whose compact code begins with the compact query. */
  private matchCodes(compact: string): void {
    const { codes, exactCodes, tierCounts } = this;
    const { codes: sortedCodes, codeRanks, codePrefixBits } = this.data;
    codes.fill(0, this.codesFrom, this.codesTo + 1);
    exactCodes.fill(0, this.codesFrom, this.codesTo + 1);
    const [start, end] = prefixRange(sortedCodes, compact);
    const shared = codePrefixBits.get(compact);
    let from = this.length;
    let to = -1;
    if (shared) {
      codes.set(shared);
      from = 0;
      to = this.length - 1;
    } else {
      setRanks(codes, codeRanks, start, end);
      for (let j = start; j < end; j++) {
        const element = (codeRanks[j] as number) >>> 5;
        if (element < from) from = element;
        if (element > to) to = element;
      }
    }
    // An equal code sorts before every longer code it begins.
    let exact = start;
    while (exact < end && (sortedCodes[exact] as string).length === compact.length) exact++;
    setRanks(exactCodes, codeRanks, start, exact);
    tierCounts[SearchTier.exactCode] = exact - start;
    tierCounts[SearchTier.codePrefix] = end - exact;
    this.codesFrom = from;
    this.codesTo = to;
  }

  /** Finds the matches and counts them per tier; returns the total. */
  private collect(query: string): number {
    const { tierCounts } = this;
    tierCounts.fill(0);
    this.matchedFrom = 0;
    this.matchedTo = -1;
    const text = query.length > SEARCH_MAX_LENGTH ? query.slice(0, SEARCH_MAX_LENGTH) : query;
    const normalized = normalizeSearchText(text);
    if (!normalized || this.size === 0) return 0;

    const plans = searchTerms(text).map((term) => planTerm(this.data, term));
    if (plans.every((plan) => plan.cost > 0)) this.matchWords(plans);
    // Codes are matched whole, so 'wwd1204' and 'WWD 1204' both find 'WWD 1204 WCS'.
    this.matchCodes(normalized.replaceAll(' ', ''));
    if (this.matchedFrom > this.matchedTo) return (tierCounts[0] as number) + (tierCounts[1] as number);

    // Titles that begin with the query match every word exactly, so they are among the matches.
    [this.titleStart, this.titleEnd] = prefixRange(this.data.titles, normalized);
    const { matched, innerBits: matchedInner, matchedExact, codes } = this;
    const typo = plans.some((plan) => plan.typoWords.length > 0);
    const inner = matchedInner !== matchedExact;
    let words = 0;
    let titles = 0;
    let compounds = 0;
    let typos = 0;
    for (let i = this.matchedFrom; i <= this.matchedTo; i++) {
      const notCode = ~(codes[i] as number);
      words += popcount((matched[i] as number) & notCode);
      if (inner) compounds += popcount((matchedInner[i] as number) & ~(matchedExact[i] as number) & notCode);
      if (typo) typos += popcount((matched[i] as number) & ~(matchedInner[i] as number) & notCode);
    }
    const titleFrom = Math.max(this.matchedFrom, this.titleStart >>> 5);
    const titleTo = Math.min(this.matchedTo, (this.titleEnd - 1) >> 5);
    for (let i = titleFrom; i <= titleTo; i++) {
      const mask = rangeMask(i, this.titleStart, this.titleEnd);
      titles += popcount((matchedExact[i] as number) & ~(codes[i] as number) & mask);
    }
    tierCounts[SearchTier.titlePrefix] = titles;
    tierCounts[SearchTier.words] = words - titles - compounds - typos;
    tierCounts[SearchTier.compound] = compounds;
    tierCounts[SearchTier.typo] = typos;
    return (tierCounts[0] as number) + (tierCounts[1] as number) + words;
  }

  /** Element `i` of the bits of tier `tier`; codes take precedence over the word tiers. */
  private tierBits(tier: number, i: number): number {
    const { matched, innerBits: matchedInner, matchedExact, codes, exactCodes } = this;
    switch (tier) {
      case SearchTier.exactCode:
        return exactCodes[i] as number;
      case SearchTier.codePrefix:
        return (codes[i] as number) & ~(exactCodes[i] as number);
      case SearchTier.titlePrefix:
        return (
          (matchedExact[i] as number) & ~(codes[i] as number) & rangeMask(i, this.titleStart, this.titleEnd)
        );
      case SearchTier.words:
        return (
          (matchedExact[i] as number) & ~(codes[i] as number) & ~rangeMask(i, this.titleStart, this.titleEnd)
        );
      case SearchTier.compound:
        return (matchedInner[i] as number) & ~(matchedExact[i] as number) & ~(codes[i] as number);
      default:
        return (matched[i] as number) & ~(matchedInner[i] as number) & ~(codes[i] as number);
    }
  }

  /**
   * Matches offset..offset+limit in (tier, rank) order: whole tiers and elements before the page are
   * skipped by their counts, and reading stops when the page is full.
   */
  private page(query: string, offset: number, limit: number, withTiers: boolean): Page {
    const total = this.collect(query);
    const size = Math.max(0, Math.min(total, offset + limit) - offset);
    const ids = new Array<number>(size);
    const tiers = withTiers ? new Array<number>(size) : undefined;
    const rankIds = this.data.ids;
    let skip = offset;
    let filled = 0;
    for (let tier = 0; tier < TIER_COUNT && filled < size; tier++) {
      const count = this.tierCounts[tier] as number;
      if (skip >= count) {
        skip -= count;
        continue;
      }
      const codeTier = tier <= SearchTier.codePrefix;
      const from = codeTier ? this.codesFrom : this.matchedFrom;
      const to = codeTier ? this.codesTo : this.matchedTo;
      for (let i = from; i <= to && filled < size; i++) {
        let bits = this.tierBits(tier, i);
        if (bits === 0) continue;
        if (skip > 0) {
          const here = popcount(bits);
          if (here <= skip) {
            skip -= here;
            continue;
          }
          for (; skip > 0; skip--) bits &= bits - 1;
        }
        while (bits !== 0 && filled < size) {
          const lowest = bits & -bits;
          const rank = (i << 5) + 31 - Math.clz32(lowest);
          ids[filled] = rankIds[rank] as number;
          if (tiers) tiers[filled] = tier;
          filled++;
          bits ^= lowest;
        }
      }
    }
    return { ids, tiers, total };
  }
}
