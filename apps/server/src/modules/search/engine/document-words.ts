import { createCachedNormalizer } from './cached-normalizer.js';
import type { SearchDoc } from './types.js';

/** Shortest title or extra word a one-typo query word (5+ letters) can reach. */
const MIN_TYPO_WORD_LENGTH = 4;
const LETTERS_ONLY = /^\p{L}+$/u;
const HAS_DIGIT = /\d/;

/** The words of every document, by input position, with word ids in order of first appearance. */
export interface DocumentWords {
  /** Word id → word. */
  words: string[];
  /** Word id → whether one typo may reach it: letters only, 4+ long, in a title or extra outside the code. */
  typoEligible: boolean[];
  /** Document → start of its distinct word ids (title, extra, code) in `wordIds`; one extra end entry. */
  wordStarts: Int32Array;
  wordIds: Int32Array;
  /** Document → start of its title's word ids, in order, in `titleWordIds`; one extra end entry. */
  titleWordStarts: Int32Array;
  titleWordIds: Int32Array;
  /** Document → normalised title. */
  titles: string[];
  /** Document → compact code (normalised, spaces removed), '' for none. */
  codes: string[];
}

/** A growable list of int32 values. */
class IntList {
  values: Int32Array;
  length = 0;
  constructor(capacity: number) {
    this.values = new Int32Array(Math.max(16, capacity));
  }
  push(value: number): void {
    if (this.length === this.values.length) {
      const grown = new Int32Array(this.values.length * 2);
      grown.set(this.values);
      this.values = grown;
    }
    this.values[this.length++] = value;
  }
  toArray(): Int32Array {
    return this.values.slice(0, this.length);
  }
}

/** A raw token or text, normalised, with the ids of its words. */
interface Tokens {
  normalized: string;
  ids: number[];
}

/**
 * Splits every document into words in one pass. Titles repeat most of their tokens ('Bosch',
 * 'pesumasin', 'kg,'), so each distinct raw token is normalised and looked up once; extras (brand
 * and category) repeat whole.
 */
export function collectDocumentWords(docs: readonly SearchDoc[]): DocumentWords {
  const size = docs.length;
  const normalize = createCachedNormalizer();
  const wordIndex = new Map<string, number>();
  const words: string[] = [];
  const typoShaped: boolean[] = [];
  const typoEligible: boolean[] = [];
  const lastDoc: number[] = [];
  const tokenCache = new Map<string, Tokens>();
  const extraCache = new Map<string, Tokens>();

  const idOf = (word: string): number => {
    let id = wordIndex.get(word);
    if (id === undefined) {
      id = words.length;
      wordIndex.set(word, id);
      words.push(word);
      typoShaped.push(word.length >= MIN_TYPO_WORD_LENGTH && LETTERS_ONLY.test(word));
      typoEligible.push(false);
      lastDoc.push(-1);
    }
    return id;
  };
  const tokens = (text: string, cache: Map<string, Tokens>): Tokens => {
    let found = cache.get(text);
    if (found === undefined) {
      const normalized = normalize(text);
      found = { normalized, ids: normalized ? normalized.split(' ').map(idOf) : [] };
      // Model codes are unique: caching them would only slow every other lookup down.
      if (text.length <= 4 || !HAS_DIGIT.test(text)) cache.set(text, found);
    }
    return found;
  };

  const wordStarts = new Int32Array(size + 1);
  const wordIds = new IntList(size * 12);
  const titleWordStarts = new Int32Array(size + 1);
  const titleWordIds = new IntList(size * 12);
  const titles: string[] = new Array<string>(size);
  const codes: string[] = new Array<string>(size);
  for (let doc = 0; doc < size; doc++) {
    const { title, code, extra } = docs[doc] as SearchDoc;
    wordStarts[doc] = wordIds.length;
    titleWordStarts[doc] = titleWordIds.length;
    const normalizedCode = normalize(code);
    const codeWords = normalizedCode ? normalizedCode.split(' ') : [];
    const add = (id: number, fromText: boolean) => {
      if (fromText && typoShaped[id] && !typoEligible[id] && !codeWords.includes(words[id] as string)) {
        typoEligible[id] = true;
      }
      if (lastDoc[id] !== doc) {
        lastDoc[id] = doc;
        wordIds.push(id);
      }
    };

    const titleParts: string[] = [];
    for (const token of title.split(/\s+/)) {
      const { normalized, ids } = tokens(token, tokenCache);
      if (!normalized) continue;
      titleParts.push(normalized);
      for (const id of ids) {
        titleWordIds.push(id);
        add(id, true);
      }
    }
    // Joined into one flat string: concatenation would keep a tree of pieces per title.
    titles[doc] = titleParts.join(' ');
    if (extra) for (const id of tokens(extra, extraCache).ids) add(id, true);
    const codeIds = codeWords.map(idOf);
    for (const id of codeIds) add(id, false);
    // A one-word code shares its string with the vocabulary (most codes are one word).
    codes[doc] = codeIds.length === 1 ? (words[codeIds[0] as number] as string) : codeWords.join('');
  }
  wordStarts[size] = wordIds.length;
  titleWordStarts[size] = titleWordIds.length;
  return {
    words,
    typoEligible,
    wordStarts,
    wordIds: wordIds.toArray(),
    titleWordStarts,
    titleWordIds: titleWordIds.toArray(),
    titles,
    codes,
  };
}
