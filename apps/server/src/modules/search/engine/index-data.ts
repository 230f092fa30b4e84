import { buildCodePrefixBits, buildDenseBits, buildPrefixBits } from './bit-indexes.js';
import { buildInnerSuffixes, type InnerSuffixes } from './compound-index.js';
import { collectDocumentWords } from './document-words.js';
import type { SearchDoc } from './types.js';

/**
 * The immutable arrays behind a SearchIndex. Documents are numbered by rank: their position when
 * ordered by normalised title, then id. That is the tie-break order of results, so results come out
 * in order by walking ranks, and the titles that begin with a query form one contiguous rank range.
 */
export interface IndexData {
  /** Rank → document id. */
  ids: Float64Array;
  /** Rank → normalised title, hence sorted. */
  titles: string[];
  /** Every distinct normalised word of titles, extras and codes, sorted; a word's id is its index. */
  vocabulary: string[];
  /** Word id → start of its postings; postingStarts[vocabulary.length] is the end. */
  postingStarts: Int32Array;
  /** Ranks of the documents containing each word, ascending per word. */
  postings: Int32Array;
  /** Word id → index in denseBits, or -1: words in many documents also have a bit set. */
  denseSlots: Int32Array;
  denseBits: Uint32Array[];
  /** Bit sets of short prefixes whose words are many and common ('k', 'pes'). */
  prefixBits: Map<string, Uint32Array>;
  /** Ids of the words one typo may reach (letters only, 4+ long, from titles or extras, not codes), by length. */
  typoWords: Int32Array;
  /** Length L → index of the first typo word at least L long; clamp L to typoLengthStarts.length - 1. */
  typoLengthStarts: Int32Array;
  /** The inner suffixes of the typo words, for words inside compounds (decision 038). */
  innerSuffixes: InnerSuffixes;
  /** Compact codes (normalised, spaces removed) of the documents that have one, sorted. */
  codes: string[];
  /** codes[i] belongs to the document of rank codeRanks[i]. */
  codeRanks: Int32Array;
  /** Bit sets of short code prefixes shared by many codes ('w'). */
  codePrefixBits: Map<string, Uint32Array>;
}

const compareStrings = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Builds the arrays: one pass over the documents, sorts of the vocabulary, titles and codes, postings. */
export function buildIndexData(docs: readonly SearchDoc[]): IndexData {
  const size = docs.length;
  const seenIds = new Set<number>();
  for (const doc of docs) {
    if (seenIds.has(doc.id)) throw new Error(`SearchIndex: duplicate document id ${doc.id}`);
    seenIds.add(doc.id);
  }
  const collected = collectDocumentWords(docs);
  const { words, wordStarts, wordIds, titleWordStarts, titleWordIds } = collected;

  // The vocabulary in sorted order; word ids become vocabulary indexes.
  const wordCount = words.length;
  const sortedOldIds = Array.from({ length: wordCount }, (_, i) => i).sort((a, b) =>
    compareStrings(words[a] as string, words[b] as string),
  );
  const vocabulary: string[] = new Array<string>(wordCount);
  const newId = new Int32Array(wordCount);
  for (let id = 0; id < wordCount; id++) {
    const oldId = sortedOldIds[id] as number;
    vocabulary[id] = words[oldId] as string;
    newId[oldId] = id;
  }

  // Titles compare as their sequences of word ids: words never contain the joining space, which
  // sorts below every letter and digit, so this is the order of the title strings, only cheaper.
  for (let j = 0; j < titleWordIds.length; j++) titleWordIds[j] = newId[titleWordIds[j] as number] as number;
  const compareTitles = (a: number, b: number): number => {
    let i = titleWordStarts[a] as number;
    let j = titleWordStarts[b] as number;
    const aEnd = titleWordStarts[a + 1] as number;
    const bEnd = titleWordStarts[b + 1] as number;
    for (; i < aEnd && j < bEnd; i++, j++) {
      const difference = (titleWordIds[i] as number) - (titleWordIds[j] as number);
      if (difference !== 0) return difference;
    }
    return aEnd - i - (bEnd - j);
  };
  const order = Array.from({ length: size }, (_, i) => i).sort(
    (a, b) => compareTitles(a, b) || (docs[a] as SearchDoc).id - (docs[b] as SearchDoc).id,
  );

  // Postings: count per word, then fill in rank order so each list is ascending.
  const postingStarts = new Int32Array(wordCount + 1);
  for (let j = 0; j < wordIds.length; j++) {
    const id = newId[wordIds[j] as number] as number;
    wordIds[j] = id;
    (postingStarts[id + 1] as number)++;
  }
  for (let id = 0; id < wordCount; id++) (postingStarts[id + 1] as number) += postingStarts[id] as number;
  const postings = new Int32Array(wordIds.length);
  const next = postingStarts.slice(0, wordCount);
  const ids = new Float64Array(size);
  const titles: string[] = new Array<string>(size);
  const codeByRank: string[] = new Array<string>(size);
  for (let rank = 0; rank < size; rank++) {
    const doc = order[rank] as number;
    ids[rank] = (docs[doc] as SearchDoc).id;
    titles[rank] = collected.titles[doc] as string;
    codeByRank[rank] = collected.codes[doc] as string;
    for (let j = wordStarts[doc] as number; j < (wordStarts[doc + 1] as number); j++) {
      postings[(next[wordIds[j] as number] as number)++] = rank;
    }
  }

  const lengthOf = (id: number) => (vocabulary[id] as string).length;
  const typoWords = Int32Array.from(
    sortedOldIds.filter((oldId) => collected.typoEligible[oldId]),
    (oldId) => newId[oldId] as number,
  ).sort((a, b) => lengthOf(a) - lengthOf(b) || a - b);
  const longest = typoWords.length ? lengthOf(typoWords[typoWords.length - 1] as number) : 0;
  const typoLengthStarts = new Int32Array(longest + 2);
  for (let length = 0, i = 0; length <= longest + 1; length++) {
    while (i < typoWords.length && lengthOf(typoWords[i] as number) < length) i++;
    typoLengthStarts[length] = i;
  }

  const codeRanks = Int32Array.from(
    Array.from({ length: size }, (_, rank) => rank)
      .filter((rank) => codeByRank[rank] !== '')
      .sort((a, b) => compareStrings(codeByRank[a] as string, codeByRank[b] as string) || a - b),
  );
  const dense = buildDenseBits(postingStarts, postings, size);
  const codes = Array.from(codeRanks, (rank) => codeByRank[rank] as string);
  return {
    ids,
    titles,
    vocabulary,
    postingStarts,
    postings,
    ...dense,
    prefixBits: buildPrefixBits(vocabulary, postingStarts, postings, dense, size),
    typoWords,
    typoLengthStarts,
    innerSuffixes: buildInnerSuffixes(vocabulary, typoWords),
    codes,
    codeRanks,
    codePrefixBits: buildCodePrefixBits(codes, codeRanks, size),
  };
}
