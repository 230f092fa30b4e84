import { describe, expect, it } from 'vitest';
import { withinOneEdit, withinOneEditOfPrefix } from './edit-distance.js';

/** Optimal string alignment distance (Damerau–Levenshtein with adjacent swaps), by the textbook matrix. */
function osaDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, d[i - 2]![j - 2]! + 1);
      }
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

describe('withinOneEdit', () => {
  it('accepts each kind of single typo', () => {
    expect(withinOneEdit('pesumasin', 'pesumasin')).toBe(true);
    expect(withinOneEdit('pesunasin', 'pesumasin')).toBe(true); // substitution
    expect(withinOneEdit('psumasin', 'pesumasin')).toBe(true); // deletion
    expect(withinOneEdit('pesumasinn', 'pesumasin')).toBe(true); // insertion
    expect(withinOneEdit('pseumasin', 'pesumasin')).toBe(true); // adjacent swap
    expect(withinOneEdit('esumasin', 'pesumasin')).toBe(true); // first letter missing
    expect(withinOneEdit('pesumasni', 'pesumasin')).toBe(true); // swap at the end
  });

  it('rejects two typos', () => {
    expect(withinOneEdit('pesunasim', 'pesumasin')).toBe(false);
    expect(withinOneEdit('psumasim', 'pesumasin')).toBe(false);
    expect(withinOneEdit('pesuma', 'pesumasin')).toBe(false);
    expect(withinOneEdit('spemuasin', 'pesumasin')).toBe(false);
  });

  it('compares against a beginning of the second word when given its length', () => {
    expect(withinOneEdit('pesun', 'pesumasin', 5)).toBe(true);
    expect(withinOneEdit('pesun', 'pesumasin', 4)).toBe(true);
    expect(withinOneEdit('pesun', 'pesumasin', 7)).toBe(false);
    expect(withinOneEdit('pesun', 'pesu', 6)).toBe(false);
  });

  it('agrees with the distance matrix on random words', () => {
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const word = () =>
      Array.from({ length: 1 + Math.floor(random() * 6) }, () => 'abc'[Math.floor(random() * 3)]).join('');
    for (let n = 0; n < 5000; n++) {
      const a = word();
      const b = word();
      expect(withinOneEdit(a, b), `${a} ~ ${b}`).toBe(osaDistance(a, b) <= 1);
    }
  });
});

describe('withinOneEditOfPrefix', () => {
  it('finds a misspelt beginning of a longer word', () => {
    expect(withinOneEditOfPrefix('pesunas', 'pesumasin')).toBe(true);
    expect(withinOneEditOfPrefix('psumas', 'pesumasin')).toBe(true);
    expect(withinOneEditOfPrefix('pseum', 'pesumasin')).toBe(true);
    expect(withinOneEditOfPrefix('pesunasin', 'pesumasin')).toBe(true);
  });

  it('rejects beginnings two typos away', () => {
    expect(withinOneEditOfPrefix('pesunaz', 'pesumasin')).toBe(false);
    expect(withinOneEditOfPrefix('kulmikud', 'kulm')).toBe(false);
  });

  it('agrees with trying every beginning against the distance matrix', () => {
    const words = ['pesumasin', 'kuivati', 'kulmik', 'sugavkulmkirst', 'ahi', 'integreeritav'];
    const terms = ['pesunas', 'kuivti', 'kulmk', 'sugavkulmik', 'ahju', 'integreritav', 'kuvati', 'xyzab'];
    for (const term of terms) {
      for (const word of words) {
        let expected = false;
        for (let k = 1; k <= word.length; k++) expected ||= osaDistance(term, word.slice(0, k)) <= 1;
        expect(withinOneEditOfPrefix(term, word), `${term} ~ ${word}`).toBe(expected);
      }
    }
  });
});
