import { SEARCH_MAX_LENGTH } from '@kodumasinad/contract';
import { describe, expect, it } from 'vitest';
import { SearchIndex, SearchTier } from './search-index.js';
import type { SearchDoc } from './types.js';

const DOCS: SearchDoc[] = [
  {
    id: 1,
    code: 'WAV28K90ME',
    title: 'Bosch pesumasin WAV28K90ME, 9 kg, 1400 p/min',
    extra: 'Bosch Pesumasinad',
  },
  {
    id: 2,
    code: 'WAV24L00SN',
    title: 'Bosch pesumasin WAV24L00SN, 8 kg, 1200 p/min',
    extra: 'Bosch Pesumasinad',
  },
  {
    id: 3,
    code: 'WWD 1204 WCS',
    title: 'Miele pesumasin WWD 1204 WCS, 8 kg, 1400 p/min',
    extra: 'Miele Pesumasinad',
  },
  {
    id: 4,
    code: 'FFD 9448 BV',
    title: 'Whirlpool pesumasin FFD 9448 BV, 9 kg',
    extra: 'Whirlpool Pesumasinad',
  },
  { id: 5, code: 'KGN39VIEB', title: 'Bosch külmik KGN39VIEB, 203 cm, NoFrost', extra: 'Bosch Külmikud' },
  { id: 6, code: 'RB38T676', title: 'Samsung KÜLMIK RB38T676, 203 cm', extra: 'Samsung Külmikud' },
  { id: 7, code: 'WTX87M40', title: 'Bosch kuivati WTX87M40, 9 kg, soojuspumbaga', extra: 'Bosch Kuivatid' },
  { id: 8, code: 'HBA574BR0', title: 'Bosch integreeritav ahi HBA574BR0, 60 cm, 71 l', extra: 'Bosch Ahjud' },
  {
    id: 9,
    code: 'PIE631BB5E',
    title: 'Bosch induktsioonplaat PIE631BB5E, 60 cm',
    extra: 'Bosch Pliidiplaadid',
  },
  {
    id: 10,
    code: 'SMV4HVX31E',
    title: 'Bosch nõudepesumasin SMV4HVX31E, 60 cm',
    extra: 'Bosch Nõudepesumasinad',
  },
  {
    id: 11,
    code: 'GKN 2310',
    title: 'Miele sügavkülmkirst GKN 2310, 230 l',
    extra: 'Miele Sügavkülmkirstud',
  },
  { id: 12, code: 'FNE 1421', title: 'Miele sügavkülmik FNE 1421, 250 l', extra: 'Miele Sügavkülmikud' },
];

const index = new SearchIndex(DOCS);
const ids = (query: string) => index.match(query);
const sorted = (query: string) => [...index.match(query)].sort((a, b) => a - b);

describe('SearchIndex: codes', () => {
  it('finds products by the beginning of their code', () => {
    expect(ids('WAV28')).toEqual([1]);
    expect(sorted('wav2')).toEqual([1, 2]);
    expect(ids('WAV28K90ME')).toEqual([1]);
  });

  it('finds codes with spaces by the compact form and by the spaced form', () => {
    for (const query of ['wwd1204', 'WWD 1204', 'WWD1204WCS', 'wwd 1204 wcs', 'wwd 12']) {
      expect(ids(query), query).toEqual([3]);
    }
    for (const query of ['ffd9448', 'FFD 9448 BV', 'ffd 94', 'FFD9448BV']) {
      expect(ids(query), query).toEqual([4]);
    }
  });

  it('ranks the exact code first, then code prefixes', () => {
    const docs: SearchDoc[] = [
      { id: 1, code: 'AB1', title: 'A tarvik' },
      { id: 2, code: 'AB12', title: 'B tarvik' },
      { id: 3, code: 'AB12X', title: 'C tarvik' },
    ];
    expect(new SearchIndex(docs).hits('ab12').hits).toEqual([
      { id: 2, tier: SearchTier.exactCode },
      { id: 3, tier: SearchTier.codePrefix },
    ]);
  });

  it('gives codes no typo tolerance', () => {
    expect(ids('WAV28K90MF')).toEqual([]);
    expect(ids('WAV28K9OME')).toEqual([]);
  });
});

describe('SearchIndex: words', () => {
  it('needs every query word, in any order', () => {
    // The Bosch 'nõudepesumasin' (10) matches too, inside the compound.
    expect(sorted('bosch pesumasin')).toEqual([1, 2, 10]);
    expect(sorted('pesumasin bosch')).toEqual([1, 2, 10]);
    expect(sorted('bosch pesumasin 1400')).toEqual([1]);
    expect(ids('bosch pesumasin samsung')).toEqual([]);
  });

  it('matches each query word as the beginning of a word (search as you type)', () => {
    expect(sorted('pesum')).toEqual([1, 2, 3, 4, 10]);
    expect(sorted('bos pes')).toEqual([1, 2, 10]);
    expect(sorted('bos pesum 1400')).toEqual([1]);
  });

  it('ignores case and Estonian diacritics both ways', () => {
    expect(sorted('kulmik')).toEqual([5, 6, 12]);
    expect(sorted('KÜLMIK')).toEqual([5, 6, 12]);
    expect(sorted('Külmik')).toEqual([5, 6, 12]);
    expect(sorted('noudepesumasin')).toEqual([10]);
    expect(sorted('SÜGAVKÜLMIK')).toEqual([12]);
  });

  it('searches the extra text (brand, category) too', () => {
    expect(sorted('ahjud')).toEqual([8]);
    expect(sorted('samsung kulmikud')).toEqual([6]);
  });

  it('ignores punctuation and repeated words', () => {
    expect(sorted('bosch, bosch; PESUMASIN!')).toEqual([1, 2, 10]);
    expect(sorted('p/min 1400')).toEqual([1, 3]);
  });
});

describe('SearchIndex: words inside compounds', () => {
  it('finds a word inside an Estonian compound (issue 10, defect 14)', () => {
    expect(sorted('külmik')).toContain(12); // sügavkülmik
    expect(sorted('pesumasin')).toContain(10); // nõudepesumasin
    expect(sorted('plaat')).toEqual([9]); // induktsioonplaat
    expect(sorted('masin')).toEqual([1, 2, 3, 4, 10]); // pesumasin, nõudepesumasin
    expect(sorted('kulmkirst')).toEqual([11]);
    expect(sorted('samsung külmik')).toEqual([6]);
  });

  it('ranks whole-word matches first, compounds after them, typos last', () => {
    expect(index.hits('külmik').hits).toEqual([
      { id: 5, tier: SearchTier.words },
      { id: 6, tier: SearchTier.words },
      { id: 12, tier: SearchTier.compound },
    ]);
    const search = new SearchIndex([
      { id: 1, code: 'A1', title: 'Aaa nõudepesumasin' },
      { id: 2, code: 'A2', title: 'Zzz pesumasin' },
      { id: 3, code: 'A3', title: 'Bbb pesunasin' },
      { id: 4, code: 'A4', title: 'Pesumasin Ccc' },
    ]);
    expect(search.hits('pesumasin').hits).toEqual([
      { id: 4, tier: SearchTier.titlePrefix },
      { id: 2, tier: SearchTier.words },
      { id: 1, tier: SearchTier.compound },
      { id: 3, tier: SearchTier.typo },
    ]);
    // Every word must match; one inside a compound makes the document a compound match.
    expect(search.hits('aaa pesumasin').hits).toEqual([{ id: 1, tier: SearchTier.compound }]);
  });

  it('needs 3+ letters, and at least 3 letters of the compound before the match', () => {
    const search = new SearchIndex([
      { id: 1, code: 'A1', title: 'Mikrolaineahi' },
      { id: 2, code: 'A2', title: 'Õhukuivati' },
      { id: 3, code: 'A3', title: 'Veinikapp' },
      { id: 4, code: 'A4', title: 'Õhupump' },
    ]);
    expect(search.match('ahi')).toEqual([1]);
    expect(search.match('kuivati')).toEqual([2]);
    expect(search.match('kapp')).toEqual([3]);
    expect(search.match('hi')).toEqual([]); // 2 letters: only beginnings
    expect(search.match('pump')).toEqual([4]);
    expect(search.match('hupu')).toEqual([]); // 'õ' + match: the first part is too short
    expect(search.match('ukuivati')).toEqual([]);
  });

  it('folds Õ/Ä/Ö/Ü/Š/Ž like their lower-case forms, either way round (issue 22)', () => {
    const search = new SearchIndex([
      { id: 1, code: 'E1', title: 'ÕUNAPUU ÄÄRIS ÖÖKAPP' },
      { id: 2, code: 'E2', title: 'šahtiga žalusii üle' },
    ]);
    expect(search.match('õunapuu')).toEqual([1]);
    expect(search.match('äär')).toEqual([1]);
    expect(search.match('öökapp')).toEqual([1]);
    expect(search.match('ŠAHTIGA')).toEqual([2]);
    expect(search.match('ŽALUSII ÜLE')).toEqual([2]);
  });

  it('matches compounds in titles and extras, never inside codes or numbers', () => {
    const search = new SearchIndex([
      { id: 1, code: 'XPESUMASIN', title: 'Tarvik' },
      { id: 2, code: 'B2', title: 'Tarvik 1234567' },
      { id: 3, code: 'B3', title: 'Tarvik', extra: 'Nõudepesumasinad' },
    ]);
    expect(search.match('pesumasin')).toEqual([3]);
    expect(search.match('4567')).toEqual([]);
  });

  it('keeps the typo fallback for beginnings only when no word contains the query word', () => {
    // 'plaat' is inside 'induktsioonplaat', so 'pliit…' (one typo from 'plaat') does not match.
    const search = new SearchIndex([
      { id: 1, code: 'A1', title: 'Induktsioonplaat' },
      { id: 2, code: 'A2', title: 'Pliidid' },
    ]);
    expect(search.match('plaat')).toEqual([1]);
    expect(search.match('pliid')).toEqual([2]);
    expect(search.match('plaid')).toEqual([2]); // nothing contains it: a misspelt 'pliid…'
  });
});

describe('SearchIndex: one typo', () => {
  it('tolerates one typo of any kind in words of 5+ letters', () => {
    for (const query of ['pesunasin', 'psumasin', 'pseumasin', 'pesumasinn', 'esumasin', 'bosch pesunasin']) {
      expect(ids(query), query).toContain(1);
    }
    expect(sorted('kuivti')).toEqual([7]);
    expect(sorted('integreritav ahi')).toEqual([8]);
  });

  it('does not tolerate two typos', () => {
    expect(ids('pesunasim')).toEqual([]);
    expect(ids('psunasin')).toEqual([]);
  });

  it('gives words shorter than 5 letters no typo tolerance', () => {
    expect(ids('bosh')).toEqual([]); // 'bosch' without the c
    expect(ids('kuvat')).toEqual([7]); // 5 letters: one missing letter is fine
    expect(ids('plid')).toEqual([]); // one typo from the beginning of 'pliidiplaadid', but 4 letters
    expect(sorted('bocsh')).toEqual([1, 2, 5, 7, 8, 9, 10]); // 5 letters: a swap is fine
  });

  it('also matches a misspelt beginning when no word begins with the query word', () => {
    expect(sorted('pesunas')).toEqual([1, 2, 3, 4]);
    expect(sorted('integrer')).toEqual([8]);
  });

  it('does not widen a correctly typed word to words one typo from its beginning', () => {
    // 'sügavkülmkirst' begins one typo away from 'sugavkulmik', but the word itself exists.
    expect(ids('sugavkulmik')).toEqual([12]);
  });

  it('gives code words no typo tolerance, even where the title repeats the code', () => {
    const search = new SearchIndex([
      { id: 1, code: 'ECOLINE', title: 'Bosch ahi ECOLINE' },
      { id: 2, code: 'X1', title: 'Bosch ahi Ecolane' },
    ]);
    expect(search.match('ecoline')).toEqual([1, 2]); // the title word 'Ecolane' is one typo away
    expect(search.match('ecolime')).toEqual([]);
    expect(search.match('ecolanne')).toEqual([2]);
  });

  it('ranks typo matches after exact ones', () => {
    const docs: SearchDoc[] = [
      { id: 1, code: 'A1', title: 'Aaa pesunasin' },
      { id: 2, code: 'A2', title: 'Zzz pesumasin' },
    ];
    const search = new SearchIndex(docs);
    expect(search.hits('pesumasin').hits).toEqual([
      { id: 2, tier: SearchTier.words },
      { id: 1, tier: SearchTier.typo },
    ]);
  });
});

describe('SearchIndex: ranking', () => {
  const docs: SearchDoc[] = [
    { id: 1, code: 'X-1', title: 'Bosch kuivatti X-1' },
    { id: 2, code: 'X-2', title: 'Bosch kuivati X-2' },
    { id: 3, code: 'X-3', title: 'Kuivati Bosch X-3' },
    { id: 4, code: 'KUIVATI-2', title: 'Zanussi tarvik' },
    { id: 5, code: 'KUIVATI', title: 'Zanussi tarvik' },
    { id: 6, code: 'X-6', title: 'Bosch ahi X-6' },
  ];
  const search = new SearchIndex(docs);

  it('orders exact code > code prefix > title prefix > words > typo', () => {
    expect(search.hits('kuivati').hits).toEqual([
      { id: 5, tier: SearchTier.exactCode },
      { id: 4, tier: SearchTier.codePrefix },
      { id: 3, tier: SearchTier.titlePrefix },
      { id: 2, tier: SearchTier.words },
      { id: 1, tier: SearchTier.typo },
    ]);
  });

  it('breaks ties by normalised title, then id', () => {
    const tied = new SearchIndex([
      { id: 30, code: 'C', title: 'Bosch ahi B' },
      { id: 20, code: 'D', title: 'BOSCH AHI A' },
      { id: 10, code: 'E', title: 'Bosch ahi B' },
      { id: 40, code: 'F', title: 'Bosch ähi a' },
    ]);
    expect(tied.match('ahi')).toEqual([20, 40, 10, 30]);
  });

  it('is the same whatever order the documents come in', () => {
    const reversed = new SearchIndex([...DOCS].reverse());
    for (const query of ['bosch', 'pesumasin', 'kulmik', 'wwd', '60 cm', 'p']) {
      expect(reversed.match(query), query).toEqual(index.match(query));
    }
  });
});

describe('SearchIndex: queries and pages', () => {
  it('returns nothing for an empty, blank or punctuation-only query', () => {
    for (const query of ['', '   ', '\t\n', ' - / , ']) {
      expect(index.search(query)).toEqual({ ids: [], total: 0 });
      expect(index.match(query)).toEqual([]);
    }
  });

  it('still answers queries over the length limit, from their first 250 characters', () => {
    const long = 'bosch pesumasin '.repeat(40);
    expect(long.length).toBeGreaterThan(SEARCH_MAX_LENGTH);
    expect([...index.match(long)].sort((a, b) => a - b)).toEqual([1, 2, 10]);
    expect(index.search('x'.repeat(100_000))).toEqual({ ids: [], total: 0 });
    expect(index.search(Array.from({ length: 5000 }, (_, i) => `w${i}`).join(' ')).total).toBe(0);
  });

  it('returns the true total with any page', () => {
    const all = index.match('bosch');
    expect(all).toHaveLength(7);
    expect(index.search('bosch', { limit: 2 })).toEqual({ ids: all.slice(0, 2), total: 7 });
    expect(index.search('bosch', { limit: 3, offset: 5 })).toEqual({ ids: all.slice(5), total: 7 });
    expect(index.search('bosch', { limit: 5, offset: 7 })).toEqual({ ids: [], total: 7 });
    expect(index.search('bosch', { limit: 0 })).toEqual({ ids: [], total: 7 });
    expect(index.search('bosch')).toEqual({ ids: all, total: 7 });
  });

  it('treats odd paging options sensibly', () => {
    const all = index.match('bosch');
    expect(index.search('bosch', { limit: -1 }).ids).toEqual([]);
    expect(index.search('bosch', { offset: -3, limit: 2 }).ids).toEqual(all.slice(0, 2));
    expect(index.search('bosch', { offset: 1.7, limit: 2.9 }).ids).toEqual(all.slice(1, 3));
    expect(index.search('bosch', { limit: Number.NaN }).ids).toEqual(all);
  });
});

describe('SearchIndex: building', () => {
  it('knows its size', () => {
    expect(index.size).toBe(DOCS.length);
  });

  it('works when empty', () => {
    const empty = new SearchIndex([]);
    expect(empty.size).toBe(0);
    expect(empty.search('bosch')).toEqual({ ids: [], total: 0 });
  });

  it('handles documents without a code or extra', () => {
    const plain = new SearchIndex([
      { id: 1, code: '', title: 'Paigaldus' },
      { id: 2, code: ' - ', title: 'Transport' },
    ]);
    expect(plain.match('paig')).toEqual([1]);
    expect(plain.match('tr')).toEqual([2]);
  });

  it('refuses duplicate ids', () => {
    expect(() => new SearchIndex([DOCS[0]!, DOCS[0]!])).toThrow(/duplicate/);
  });
});
