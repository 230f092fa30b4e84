import { serializeFilters } from '@kodumasinad/contract';
import { startBareServer } from './bare-server.js';
import {
  COLD_POOL,
  cycle,
  facetQuery,
  filterCombinations,
  listingQuery,
  random,
  searchTerms,
  type FilterCombination,
} from './catalog-urls.js';
import { createBuyers } from './checkout-db.js';
import { whileStaffEdit, type EditingRun } from './catalog-editing.js';
import { freePort } from './checkout-server.js';
import { round2 } from './latency.js';
import { loginBurst, type LoginBurst } from './login-burst.js';
import { atTenConnections, measure, type Measurement } from './measure.js';
import { measurePages, pageUrls, type PageMeasurement } from './page-load.js';
import { newEnvironment, removeEnvironment, seed, startServer, type LogSize } from './server-process.js';
import { loginHeaders } from './session.js';

export interface ShareRound {
  listingRps: number;
  bareRps: number;
}

/** Back-to-back rounds of the warm listing and the bare endpoint for the share target. */
const SHARE_ROUNDS = 3;
/** Back-to-back rounds of each cold scenario; its p50 and p99 are the rounds' medians. */
const COLD_ROUNDS = 3;

export type ScenarioKind = 'search' | 'listing' | 'facets' | 'product' | 'bare';
export type Mode = 'warm' | 'cold';

export interface CatalogRow extends Measurement {
  kind: ScenarioKind;
  mode: Mode;
  /** What the scenario asks and what it gets back. */
  label: string;
}

export interface PageRow extends PageMeasurement {
  mode: Mode;
  label: string;
}

export interface CatalogRun {
  database: string;
  products: number;
  seedSeconds: number;
  rows: CatalogRow[];
  pages: PageRow[];
  /** A second client's first listing (its price view and the evaluation cold), then the same again. */
  firstListingMs: { cold: number; again: number };
  /** The warm listing and the bare endpoint at ten connections, measured back to back, per round. */
  shares: ShareRound[];
  /** Resident memory after the catalogue scenarios, and the peak so far (index build included). */
  rssMb: number;
  peakRssMb: number;
  burst: LoginBurst;
  log: LogSize;
  /** Search and listing while staff save a product a second (at 100,000 products only); issue 24. */
  editing: EditingRun | null;
}

/** The catalogue size from which the editing scenario runs (issue 24 names 100,000). */
const EDITING_FROM = 100_000;

const BURST_LOGINS = 100;
/** Requests of each kind sent before measuring, from URLs no scenario asks. */
export const WARM_UP = 300;

/** Sends each URL once, one after another. */
async function warmUp(urls: string[], headers: Record<string, string>): Promise<void> {
  for (const url of urls) await getJson(url, headers);
}

async function getJson<T>(url: string, headers: Record<string, string>): Promise<T> {
  const res = await fetch(url, { headers });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return (await res.json()) as T;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function timedGet(url: string, headers: Record<string, string>): Promise<number> {
  const started = performance.now();
  await getJson(url, headers);
  return round2(performance.now() - started);
}

/** The warm listing of the earlier bench: a category with its two most common filter values. */
export async function warmCombination(
  baseUrl: string,
  auth: Record<string, string>,
): Promise<FilterCombination> {
  const category = 'pesumasinad';
  const facets = await getJson<{ data: { code: string; values: { value: string; count: number }[] }[] }>(
    `${baseUrl}/api/search/properties?category=${category}`,
    auth,
  );
  const filters = Object.fromEntries(
    facets.data
      .filter((f) => f.values.length > 1)
      .slice(0, 2)
      .map((f) => [f.code, [[...f.values].sort((a, b) => b.count - a.count)[0]!.value]]),
  );
  return { category, filters };
}

/**
 * One database at one catalogue size: seed, start, log in as Anna, then measure search as you
 * type, the filtered category listing, its facet counts and the whole category page (its six calls
 * at once), each warm (one URL again and again, as the earlier bench did) and cold (over 1,000
 * distinct terms or filter combinations in random order), the product page, the bare Fastify
 * endpoint as the ceiling, and finally 100 logins at once.
 */
export async function benchCatalog(
  database: { name: string; url: string },
  products: number,
  seconds: number,
): Promise<CatalogRun> {
  const env = newEnvironment(database.url);
  const seedSeconds = seed(env, products);
  const burstAccounts = await createBuyers(env, BURST_LOGINS);
  const port = Number(process.env.BENCH_PORT ?? (await freePort()));
  const server = await startServer(env, port);
  try {
    const base = server.url;
    const auth = await loginHeaders(base, 'anna@kodumasin.test', 'Demo1234!');
    // A few hundred more than measured: they warm the JIT compiler up, not the result caches.
    const allTerms = await searchTerms(env, COLD_POOL + WARM_UP);
    const allCombinations = await filterCombinations(env, base, auth, COLD_POOL + WARM_UP);
    const terms = allTerms.slice(0, COLD_POOL);
    const combinations = allCombinations.slice(0, COLD_POOL);
    const warm = await warmCombination(base, auth);
    const warmListing = await getJson<{ data: { id: number }[]; meta: { total: number } }>(
      `${base}/api/search/category?${listingQuery(warm)}`,
      auth,
    );
    const productId = warmListing.data[0]?.id;
    if (!productId) throw new Error(`the listing ${listingQuery(warm)} is empty`);
    const warmFacets = await getJson<{ data: { values: unknown[] }[] }>(
      `${base}/api/search/properties?${facetQuery(warm)}`,
      auth,
    );
    const warmSearch = await getJson<{ results: unknown[]; rows: number }>(
      `${base}/api/search/json?query=${encodeURIComponent('bosch pesu')}`,
      auth,
    );

    const peeter = await loginHeaders(base, 'peeter@ehitus.test', 'Demo1234!');
    const firstUrl = `${base}/api/search/category?${listingQuery(combinations[0]!)}`;
    const firstListingMs = {
      cold: await timedGet(firstUrl, peeter),
      again: await timedGet(firstUrl, peeter),
    };

    const searchUrl = (term: string) => `${base}/api/search/json?query=${encodeURIComponent(term)}`;
    const urls = (make: (c: FilterCombination) => string) => combinations.map(make);
    const rows: CatalogRow[] = [];
    const run = async (
      kind: ScenarioKind,
      mode: Mode,
      label: string,
      next: () => string,
      headers: Record<string, string> = auth,
    ) => {
      // The cold p99s are the targets: each is the median of back-to-back rounds.
      const rounds = mode === 'cold' ? COLD_ROUNDS : 1;
      rows.push({
        kind,
        mode,
        label,
        ...(await measure(next, headers, seconds, kind === 'bare' ? 0 : server.pid, rounds)),
      });
    };
    const filtersText = serializeFilters(warm.filters);
    const pool = `${COLD_POOL.toLocaleString('en')} distinct`;

    await warmUp(
      [
        ...allTerms.slice(COLD_POOL).map(searchUrl),
        ...allCombinations.slice(COLD_POOL).flatMap((c) => pageUrls(base, facetQuery(c))),
      ],
      auth,
    );
    // Cold first: nothing has asked these questions yet.
    await run('search', 'cold', `search json, ${pool} terms`, cycle(terms.map(searchUrl)));
    await run(
      'listing',
      'cold',
      `listing, ${pool} filter combinations`,
      cycle(urls((c) => `${base}/api/search/category?${listingQuery(c)}`)),
    );
    await run(
      'facets',
      'cold',
      `facet counts (properties), ${pool} combinations`,
      cycle(urls((c) => `${base}/api/search/properties?${facetQuery(c)}`)),
    );
    const pages: PageRow[] = [];
    const pagePool = cycle(combinations.map((_, i) => String(i)));
    pages.push({
      mode: 'cold',
      label: `category page (6 calls at once), ${pool} combinations`,
      ...(await measurePages(
        () => pageUrls(base, facetQuery(combinations[Number(pagePool())]!)),
        auth,
        seconds,
        server.pid,
      )),
    });

    const warmSearchUrl = searchUrl('bosch pesu');
    await run(
      'search',
      'warm',
      `search json "bosch pesu": ${warmSearch.results.length} of ${warmSearch.rows}`,
      () => warmSearchUrl,
    );
    const warmListingUrl = `${base}/api/search/category?${listingQuery(warm)}`;
    await run(
      'listing',
      'warm',
      `listing ${warm.category} ${filtersText}: ${warmListing.data.length} of ${warmListing.meta.total} items`,
      () => warmListingUrl,
    );
    const warmFacetUrl = `${base}/api/search/properties?${facetQuery(warm)}`;
    const values = warmFacets.data.reduce((sum, f) => sum + f.values.length, 0);
    await run(
      'facets',
      'warm',
      `facet counts (properties), same filters: ${warmFacets.data.length} facets, ${values} values`,
      () => warmFacetUrl,
    );
    const warmPage = pageUrls(base, facetQuery(warm));
    pages.push({
      mode: 'warm',
      label: `category page (6 calls at once), ${warm.category} ${filtersText}`,
      ...(await measurePages(() => warmPage, auth, seconds, server.pid)),
    });
    const productUrl = `${base}/api/product/${productId}`;
    await run('product', 'warm', `product page (id ${productId})`, () => productUrl);

    const listingBytes = await (await fetch(warmListingUrl, { headers: auth })).text();
    const bare = await startBareServer(await freePort(), listingBytes);
    const shares: ShareRound[] = [];
    try {
      await run(
        'bare',
        'warm',
        `bare fastify (the warm listing's ${Buffer.byteLength(listingBytes)} bytes)`,
        () => bare.url,
        {},
      );
      // The share of the bare endpoint moved by ±50 % between runs when each side was measured
      // once, minutes apart: the two are measured back to back, SHARE_ROUNDS times.
      for (let i = 0; i < SHARE_ROUNDS; i++) {
        const listingRps = (await atTenConnections(() => warmListingUrl, auth, seconds)).rps;
        const bareRps = (await atTenConnections(() => bare.url, {}, seconds)).rps;
        shares.push({ listingRps, bareRps });
      }
    } finally {
      await bare.stop();
    }
    await describeCold(rows, base, auth, terms, combinations);

    // Staff save one product a second: every save is a new catalogue version, so the server
    // rebuilds its index once a second (decision 082) while buyers ask. The same questions as above.
    let editing: EditingRun | null = null;
    if (products >= EDITING_FROM) {
      const measured = await whileStaffEdit(env, async () => {
        const before = rows.length;
        await run(
          'search',
          'cold',
          `search json while staff edit, ${pool} terms`,
          cycle(terms.map(searchUrl)),
        );
        await run(
          'listing',
          'cold',
          `listing while staff edit, ${pool} filter combinations`,
          cycle(urls((c) => `${base}/api/search/category?${listingQuery(c)}`)),
        );
        await run('search', 'warm', `search json while staff edit "bosch pesu"`, () => warmSearchUrl);
        await run(
          'listing',
          'warm',
          `listing while staff edit, ${warm.category} ${filtersText}`,
          () => warmListingUrl,
        );
        return rows.splice(before);
      });
      editing = { rows: measured.result, edits: measured.edits };
    }

    const memory = server.memoryMb();
    const burst = await loginBurst(base, server.pid, burstAccounts);
    await server.stop();
    return {
      database: database.name,
      products,
      seedSeconds,
      rows,
      pages,
      firstListingMs,
      rssMb: memory.rss,
      peakRssMb: memory.peak,
      shares,
      burst,
      log: server.logSize(),
      editing,
    };
  } finally {
    await server.stop();
    removeEnvironment(env);
  }
}

/** Adds to the cold labels what a sample of their URLs returns (asked after the measurements). */
async function describeCold(
  rows: CatalogRow[],
  base: string,
  auth: Record<string, string>,
  terms: string[],
  combinations: FilterCombination[],
): Promise<void> {
  const r = random(7);
  const sample = <T>(list: T[]) => Array.from({ length: 100 }, () => r.pick(list));
  const searched = await Promise.all(
    sample(terms).map((t) =>
      getJson<{ rows: number }>(`${base}/api/search/json?query=${encodeURIComponent(t)}`, auth),
    ),
  );
  const listed = await Promise.all(
    sample(combinations).map((c) =>
      getJson<{ data: unknown[]; meta: { total: number } }>(
        `${base}/api/search/category?${listingQuery(c)}`,
        auth,
      ),
    ),
  );
  for (const row of rows) {
    if (row.mode !== 'cold') continue;
    if (row.kind === 'search') row.label += `: median ${median(searched.map((s) => s.rows))} matches`;
    if (row.kind === 'listing') {
      row.label += `: median ${median(listed.map((l) => l.data.length))} items of ${median(listed.map((l) => l.meta.total))}`;
    }
  }
}
