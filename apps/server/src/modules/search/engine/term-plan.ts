import { MIN_INNER_TERM_LENGTH, innerWords } from './compound-index.js';
import { withinOneEdit, withinOneEditOfPrefix } from './edit-distance.js';
import type { IndexData } from './index-data.js';
import { prefixRange } from './sorted-search.js';

/** Query words this long (letters only) tolerate one typo. */
const MIN_TYPO_TERM_LENGTH = 5;
const LETTERS_ONLY = /^\p{L}+$/u;

/** How one query word matches: the vocabulary words it begins, plus words one typo away. */
export interface TermPlan {
  /** Vocabulary range [start, end) of the words that begin with the term. */
  start: number;
  end: number;
  /** The documents of that whole range at once, for short common prefixes. */
  bits: Uint32Array | undefined;
  /** Ids of the title/extra words that contain the term inside a compound, not at their start. */
  innerWords: number[];
  /** Ids of the title/extra words that match only with one typo. */
  typoWords: number[];
  /** Postings behind the term: the cheapest term goes first. */
  cost: number;
}

/**
 * Plans one normalised query word. A word of 3+ letters also matches inside title/extra words,
 * after their first 3 letters ('külmik' → 'sügavkülmik', decision 038). A word of 5+ letters also
 * matches whole title/extra words one typo away ('pesunasin' → 'pesumasin'); when no indexed word
 * begins with it or contains it at all, the buyer is typing a misspelt word, so words whose
 * beginning is one typo away match too ('pesunas'). Codes and numbers get neither: a model one
 * character off is another model.
 */
export function planTerm(data: IndexData, term: string): TermPlan {
  const { vocabulary, postingStarts, typoWords, typoLengthStarts } = data;
  const [start, end] = prefixRange(vocabulary, term);
  let cost = (postingStarts[end] as number) - (postingStarts[start] as number);
  const letters = LETTERS_ONLY.test(term);
  const inner =
    letters && term.length >= MIN_INNER_TERM_LENGTH ? innerWords(data.innerSuffixes, vocabulary, term) : [];
  // A word that begins with the term is matched by the range already.
  const innerOnly = inner.filter((id) => id < start || id >= end);
  for (const id of innerOnly) cost += (postingStarts[id + 1] as number) - (postingStarts[id] as number);
  const typo: number[] = [];
  if (term.length >= MIN_TYPO_TERM_LENGTH && letters) {
    const prefixes = start === end && innerOnly.length === 0;
    const last = typoLengthStarts.length - 1;
    // Typo words are sorted by length; one edit changes the length by at most one.
    const from = typoLengthStarts[Math.min(term.length - 1, last)] as number;
    const to = prefixes ? typoWords.length : (typoLengthStarts[Math.min(term.length + 2, last)] as number);
    for (let i = from; i < to; i++) {
      const id = typoWords[i] as number;
      if ((id >= start && id < end) || innerOnly.includes(id)) continue;
      const word = vocabulary[id] as string;
      if (prefixes ? withinOneEditOfPrefix(term, word) : withinOneEdit(term, word)) {
        typo.push(id);
        cost += (postingStarts[id + 1] as number) - (postingStarts[id] as number);
      }
    }
  }
  return { start, end, bits: data.prefixBits.get(term), innerWords: innerOnly, typoWords: typo, cost };
}
