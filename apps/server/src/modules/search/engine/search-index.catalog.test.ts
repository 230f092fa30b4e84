import { normalizeSearchText, searchTerms } from '@kodumasinad/contract';
import { describe, expect, it } from 'vitest';
import { BRANDS } from '../../../db/seed/catalog/brands.js';
import { CATEGORY_TREE } from '../../../db/seed/catalog/categories.js';
import { generateCatalog } from '../../../db/seed/catalog/generate-catalog.js';
import { Random } from '../../../db/seed/catalog/random.js';
import { withinOneEdit } from './edit-distance.js';
import { SearchIndex, SearchTier } from './search-index.js';
import type { SearchDoc, SearchHit } from './types.js';

/*
 * The index against a brute-force reading of its rules, on a generated catalogue of 5,000
 * products: same matches, same tiers, same order, for hand-picked and random queries.
 */

const brandNames = new Map(BRANDS.map((brand) => [brand.slug, brand.name]));
const categoryTitles = new Map(
  CATEGORY_TREE.flatMap((top) => [
    [top.slug, top.title] as const,
    ...top.children.map((leaf) => [leaf.slug, `${top.title} ${leaf.title}`] as const),
  ]),
);
const products = generateCatalog({ products: 5000, now: new Date('2026-01-15') });
const DOCS: SearchDoc[] = products.map((product, i) => ({
  id: 1000 + i,
  code: product.code,
  title: product.title,
  extra: `${brandNames.get(product.brand)} ${categoryTitles.get(product.category)}`,
}));
// The example of the brief, whatever the generator drew.
DOCS.push({
  id: 99,
  code: 'WAV28K90ME',
  title: 'Bosch pesumasin WAV28K90ME, 9 kg, 1400 p/min',
  extra: 'Bosch',
});
const index = new SearchIndex(DOCS);

interface ReferenceDoc {
  id: number;
  title: string;
  code: string;
  words: Set<string>;
}

const LETTERS = /^\p{L}+$/u;
const words = (text: string) => normalizeSearchText(text).split(' ').filter(Boolean);
const reference: ReferenceDoc[] = DOCS.map((doc) => ({
  id: doc.id,
  title: normalizeSearchText(doc.title),
  code: words(doc.code).join(''),
  words: new Set([...words(doc.title), ...words(doc.extra ?? ''), ...words(doc.code)]),
}));
const vocabulary = [...new Set(reference.flatMap((doc) => [...doc.words]))];
/** Title and extra words (letters only, 4+, not the document's code) a typo or a compound match may reach. */
const typoReachable = new Set(
  DOCS.flatMap((doc) =>
    [...words(doc.title), ...words(doc.extra ?? '')].filter(
      (word) => word.length >= 4 && LETTERS.test(word) && !words(doc.code).includes(word),
    ),
  ),
);

/** The rules of the brief, applied to every document one by one. */
function referenceSearch(query: string): SearchHit[] {
  const text = query.slice(0, 250);
  const normalized = normalizeSearchText(text);
  if (!normalized) return [];
  const compact = normalized.replaceAll(' ', '');
  const terms = searchTerms(text).map((term) => {
    const exact = new Set(vocabulary.filter((word) => word.startsWith(term)));
    // Inside a compound: the term begins the word's rest after its first three letters or later.
    const inner = new Set<string>();
    if (term.length >= 3 && LETTERS.test(term)) {
      for (const word of typoReachable) {
        if (exact.has(word)) continue;
        if (word.indexOf(term, 3) >= 3) inner.add(word);
      }
    }
    const typo = new Set<string>();
    if (term.length >= 5 && LETTERS.test(term)) {
      for (const word of typoReachable) {
        if (exact.has(word) || inner.has(word)) continue;
        const beginnings =
          exact.size === 0 && inner.size === 0 ? Array.from(word, (_, k) => word.slice(0, k + 1)) : [word];
        if (beginnings.some((beginning) => withinOneEdit(term, beginning))) typo.add(word);
      }
    }
    return { exact, inner, typo };
  });
  const hits: (SearchHit & { title: string })[] = [];
  for (const doc of reference) {
    const has = (set: Set<string>) => [...doc.words].some((word) => set.has(word));
    let tier: number | undefined;
    if (doc.code && doc.code.startsWith(compact)) {
      tier = doc.code === compact ? SearchTier.exactCode : SearchTier.codePrefix;
    } else if (terms.every((term) => has(term.exact))) {
      tier = doc.title.startsWith(normalized) ? SearchTier.titlePrefix : SearchTier.words;
    } else if (terms.every((term) => has(term.exact) || has(term.inner))) {
      tier = SearchTier.compound;
    } else if (terms.every((term) => has(term.exact) || has(term.inner) || has(term.typo))) {
      tier = SearchTier.typo;
    }
    if (tier !== undefined) hits.push({ id: doc.id, tier, title: doc.title });
  }
  hits.sort((a, b) => a.tier - b.tier || (a.title < b.title ? -1 : a.title > b.title ? 1 : a.id - b.id));
  return hits.map(({ id, tier }) => ({ id, tier }));
}

/**
 * Random queries a buyer might type: beginnings of words of a product, shuffled, some misspelt,
 * some taken from inside a long word (a compound's last part).
 */
function randomQueries(count: number): string[] {
  const r = new Random(4242);
  const typo = (word: string) => {
    const i = r.int(0, word.length - 2);
    switch (r.int(0, 3)) {
      case 0:
        return word.slice(0, i) + 'x' + word.slice(i + 1);
      case 1:
        return word.slice(0, i) + word.slice(i + 1);
      case 2:
        return word.slice(0, i) + 'e' + word.slice(i);
      default:
        return word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
    }
  };
  return Array.from({ length: count }, () => {
    const doc = r.pick(DOCS);
    const source = r.pick([doc.title, doc.title, doc.extra ?? '', doc.code]);
    const parts = source.split(/\s+/).filter(Boolean);
    const picked = Array.from({ length: r.int(1, 3) }, () => r.pick(parts));
    const typed = picked.map((word) => {
      const from = word.length >= 7 && r.chance(0.25) ? r.int(3, word.length - 3) : 0;
      const cut = word.slice(from, from + r.int(1, word.length - from));
      return cut.length >= 5 && r.chance(0.3) ? typo(cut) : cut;
    });
    for (let i = typed.length - 1; i > 0; i--) {
      const j = r.int(0, i);
      [typed[i], typed[j]] = [typed[j] as string, typed[i] as string];
    }
    return typed.join(' ');
  });
}

const sample = (step: number) => DOCS.filter((_, i) => i % step === 0);

describe('SearchIndex on a generated catalogue of 5,000 products', () => {
  it('finds the example of the brief by code prefix', () => {
    expect(index.hits('WAV28', { limit: 50 }).hits).toContainEqual({ id: 99, tier: SearchTier.codePrefix });
    expect(index.hits('WAV28K90ME').hits[0]).toEqual({ id: 99, tier: SearchTier.exactCode });
  });

  it('finds every sampled product first by its exact code, spaced or compact', () => {
    for (const doc of sample(17)) {
      const compact = doc.code.replaceAll(' ', '');
      for (const query of [doc.code, compact, compact.toLowerCase()]) {
        expect(index.hits(query, { limit: 1 }).hits[0], query).toEqual({
          id: doc.id,
          tier: SearchTier.exactCode,
        });
      }
    }
  });

  it('finds every sampled product by its full title, among the title-prefix matches', () => {
    for (const doc of sample(23)) {
      const { hits } = index.hits(doc.title);
      expect(hits.find((hit) => hit.id === doc.id)?.tier, doc.title).toBe(SearchTier.titlePrefix);
    }
  });

  it('agrees with the brute-force reference on hand-picked queries', () => {
    const queries = [
      'WAV28',
      'wav',
      'wwd',
      'bosch pesumasin',
      'pesumasin bosch',
      'kulmik nofrost',
      'KÜLMIK',
      'külmik',
      'pesunasin',
      'psumasin',
      'pseumasin',
      'pesunas',
      'integreeritav ahi 60',
      'integreritav',
      'a',
      'p',
      'k',
      'w',
      '6',
      '60 cm',
      'nõudepesumasin 45',
      'sügavkülmik',
      'sugavkulmk',
      'kuivti',
      'miele',
      'bocsh',
      'electrolux induktsioon',
      'samsung side-by-side',
      'p/min',
      '10/7 kg',
      'wi-fi',
      'm³/h',
      'õhupuhasti 90',
      'aeg',
      'ae',
      'lg',
      'robottolmuimeja',
      'kohvimasin täisautomaatne',
      // Inside compounds.
      'masin',
      'pesumasin bosch',
      'kulmik bosch',
      'kulm',
      'ahi',
      'ahi 60',
      'ahjud',
      'plaat',
      'kuivati',
      'tolmuimeja',
      'puhasti',
      'kirst',
      'sügavkülm',
      'kulmikud',
      'imeja',
      'plaa',
      'ahii',
      'masinn',
      'kuivatti',
      'x',
      'zz',
      'q',
      '0',
      '1400 1600',
    ];
    for (const query of queries) {
      expect(index.hits(query).hits, query).toEqual(referenceSearch(query));
    }
  });

  it('agrees with the brute-force reference on 300 random queries', () => {
    for (const query of randomQueries(300)) {
      expect(index.hits(query).hits, query).toEqual(referenceSearch(query));
    }
  }, 60_000);

  it('pages through the ranked matches with the true total', () => {
    for (const query of ['bosch', 'pesumasin', 'k', 'külmik nofrost', 'pesunasin']) {
      const all = index.match(query);
      expect(all.length, query).toBeGreaterThan(100);
      const pages: number[] = [];
      for (let offset = 0; offset < all.length; offset += 28) {
        const page = index.search(query, { limit: 28, offset });
        expect(page.total).toBe(all.length);
        pages.push(...page.ids);
      }
      expect(pages).toEqual(all);
    }
  });
});
