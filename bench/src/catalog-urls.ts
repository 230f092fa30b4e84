import { serializeFilters, type Filters } from '@kodumasinad/contract';
import { withSql } from './checkout-db.js';
import type { UrlSource } from './latency.js';
import type { Environment } from './server-process.js';

/** Distinct URLs per cold scenario: far more than any of the server's result caches holds. */
export const COLD_POOL = 1200;
const SEED = 20261122;

/** mulberry32: a small seeded generator, so every run asks the same questions in the same order. */
export function random(seed = SEED) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[int(0, list.length - 1)] as T;
  return { next, int, pick, chance: (p: number) => next() < p };
}

/** Walks a pool in a shuffled order, reshuffling after each pass: every URL once before any repeats. */
export function cycle(pool: readonly string[], seed = SEED): UrlSource {
  const r = random(seed);
  let order: string[] = [];
  return () => {
    if (order.length === 0) {
      order = [...pool];
      for (let i = order.length - 1; i > 0; i--) {
        const j = r.int(0, i);
        [order[i], order[j]] = [order[j] as string, order[i] as string];
      }
    }
    return order.pop() as string;
  };
}

/**
 * What buyers type into the search box: beginnings of one to three words of a product's title
 * or code, in any order, some with a typo — `count` distinct ones.
 */
export async function searchTerms(env: Environment, count: number): Promise<string[]> {
  const rows = await withSql(env, (sql) => sql.all('SELECT code, title FROM products ORDER BY id'));
  const texts = rows.map((row) => ({ code: String(row.code), title: String(row.title) }));
  const r = random();
  const typo = (word: string) => {
    const i = r.int(1, word.length - 2);
    return r.chance(0.5) ? word.slice(0, i) + word.slice(i + 1) : word.slice(0, i) + 'x' + word.slice(i + 1);
  };
  const terms = new Set<string>();
  for (let attempt = 0; terms.size < count && attempt < count * 50; attempt++) {
    const product = r.pick(texts);
    const source = r.chance(0.2) ? product.code : product.title;
    const words = source.split(/[\s,]+/).filter((w) => w.length >= 2);
    if (words.length === 0) continue;
    const typed = Array.from({ length: r.int(1, Math.min(3, words.length)) }, () => {
      const word = r.pick(words);
      const cut = word.slice(0, r.int(Math.min(3, word.length), word.length));
      return cut.length >= 5 && r.chance(0.2) ? typo(cut) : cut;
    });
    const term = typed.join(' ').toLowerCase();
    if ([...term].length >= 3) terms.add(term);
  }
  return [...terms];
}

interface FacetReply {
  data: { code: string; values: { value: string; count: number }[] }[];
}

/** One filter a category offers: a facet code and its values with their counts. */
type Offer = { code: string; values: { value: string; count: number }[] };

async function getJson<T>(url: string, headers: Record<string, string>): Promise<T> {
  const res = await fetch(url, { headers });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return (await res.json()) as T;
}

export interface FilterCombination {
  category: string;
  filters: Filters;
}

/**
 * `count` distinct filtered category listings as buyers click them: a category (top or leaf),
 * then one to three of its filters with one or two values each, values chosen in proportion to
 * how many products have them (a buyer clicks what the sidebar shows, not what matches nothing).
 */
export async function filterCombinations(
  env: Environment,
  baseUrl: string,
  auth: Record<string, string>,
  count: number,
): Promise<FilterCombination[]> {
  const slugs = (await withSql(env, (sql) => sql.all('SELECT slug FROM categories ORDER BY id'))).map((row) =>
    String(row.slug),
  );
  const offers = new Map<string, Offer[]>();
  for (const slug of slugs) {
    const replies = await Promise.all(
      ['properties', 'measures'].map((kind) =>
        getJson<FacetReply>(`${baseUrl}/api/search/${kind}?category=${slug}`, auth),
      ),
    );
    const usable = replies.flatMap((reply) => reply.data).filter((f) => f.values.length > 1);
    if (usable.length > 0) offers.set(slug, usable);
  }
  const categories = [...offers.keys()];
  const r = random();
  const weighted = (values: Offer['values']) => {
    const total = values.reduce((sum, v) => sum + v.count, 0);
    let at = r.next() * total;
    for (const v of values) if ((at -= v.count) < 0) return v.value;
    return (values.at(-1) as Offer['values'][number]).value;
  };
  const seen = new Set<string>();
  const combinations: FilterCombination[] = [];
  for (let attempt = 0; combinations.length < count && attempt < count * 50; attempt++) {
    const category = r.pick(categories);
    const available = [...(offers.get(category) as Offer[])];
    const filters: Filters = {};
    for (let g = r.int(1, Math.min(3, available.length)); g > 0; g--) {
      const offer = available.splice(r.int(0, available.length - 1), 1)[0] as Offer;
      filters[offer.code] = [...new Set(Array.from({ length: r.int(1, 2) }, () => weighted(offer.values)))];
    }
    const key = `${category}|${serializeFilters(filters)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    combinations.push({ category, filters });
  }
  if (combinations.length < count)
    throw new Error(`only ${combinations.length} distinct filter combinations`);
  return combinations;
}

/** The query of a listing or facet call for a combination, as the browser's category screen sends it. */
export function facetQuery(c: FilterCombination): string {
  const segment = serializeFilters(c.filters);
  return `category=${encodeURIComponent(c.category)}${segment ? `&filters=${encodeURIComponent(segment)}` : ''}`;
}

export const listingQuery = (c: FilterCombination) => `${facetQuery(c)}&per_page=28&page=1`;
