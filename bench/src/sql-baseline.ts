import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import {
  COLD_POOL,
  cycle,
  facetQuery,
  filterCombinations,
  listingQuery,
  random,
  searchTerms,
} from './catalog-urls.js';
import { freePort } from './checkout-server.js';
import { round2, sequentialLatency, summarize, type Latency } from './latency.js';
import { newEnvironment, processCpuMs, removeEnvironment, seed, startServer } from './server-process.js';
import { loginHeaders } from './session.js';
import {
  dropPostgresDatabase,
  ensurePostgresDatabase,
  openBaselineDb,
  type BaselineDb,
} from './sql-baseline-db.js';
import {
  buildSearchIndex,
  facetCounts,
  listing,
  loadCatalogue,
  search,
  type FacetCounts,
} from './sql-baseline-queries.js';

/**
 * `npm run sql-baseline -w @kodumasinad/bench`: decision 027's missing baseline. On the bench's
 * catalogues (the same seed, 5,000 and 100,000 products, SQLite and PostgreSQL) and its cold
 * questions (the same 1,200 search terms and filter combinations, walked in the same order), it
 * measures the in-memory engine through HTTP as `npm run bench` does, then the simple alternative
 * on the same database: FTS5 / tsvector search, the listing in SQL, facet counts by GROUP BY
 * (sql-baseline-queries.ts), timed in this process with the database's own CPU time. It also checks
 * that the SQL answers what the engine answers (totals, prices, counts) on a sample.
 * Not part of `npm run bench`. BENCH_SECONDS (default 5), BENCH_SIZES (default 5000,100000),
 * BENCH_BASELINE_DATABASE_URL (default a database of its own, created and dropped; 'off' skips
 * PostgreSQL), BENCH_DATABASES (default sqlite,postgres).
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const sizes = (process.env.BENCH_SIZES ?? '5000,100000').split(',').map(Number);
const pgUrl =
  process.env.BENCH_BASELINE_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/kodumasinad_bench_baseline';
const WARM_UP = 300;
const SAMPLE = 100;
const ANNA = 'anna@kodumasin.test';

interface Timing extends Latency {
  /** CPU time per request of the engine's server, or of this process plus the database's backend. */
  cpuMs: number;
}

interface Scenario {
  name: 'search' | 'listing' | 'facets';
  engine: Timing;
  sql: Timing;
}

interface BaselineRun {
  database: string;
  products: number;
  seedSeconds: number;
  index: { seconds: number; bytes: number | null };
  scenarios: Scenario[];
  checks: {
    searchMedianMatches: { engine: number; sql: number };
    /** Sampled terms the engine finds something for and the SQL search finds nothing (typos, compounds). */
    searchMissedBySql: number;
    listingTotalsDiffering: number;
    listingPricesDiffering: number;
    facetRepliesDiffering: number;
    sample: number;
  };
  loadAverage: { before: number; after: number };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function getJson<T>(url: string, headers: Record<string, string>): Promise<T> {
  const res = await fetch(url, { headers });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return (await res.json()) as T;
}

/** Sequential calls for `seconds`, each timed with a microsecond clock, and the CPU they cost. */
async function timeCalls(next: () => Promise<unknown>, backendPid: number): Promise<Timing> {
  const samples: number[] = [];
  const cpuBefore = process.cpuUsage();
  const backendBefore = backendPid > 0 ? processCpuMs(backendPid) : 0;
  const until = performance.now() + seconds * 1000;
  while (performance.now() < until) {
    const started = process.hrtime.bigint();
    await next();
    samples.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  const own = process.cpuUsage(cpuBefore);
  const backend = backendPid > 0 ? processCpuMs(backendPid) - backendBefore : 0;
  const latency = summarize(samples);
  return {
    ...latency,
    cpuMs: round2((own.user + own.system) / 1000 / latency.requests + backend / latency.requests),
  };
}

async function engineTiming(urls: string[], headers: Record<string, string>, pid: number): Promise<Timing> {
  const before = processCpuMs(pid);
  const latency = await sequentialLatency(cycle(urls), headers, seconds);
  return { ...latency, cpuMs: round2((processCpuMs(pid) - before) / latency.requests) };
}

function sameCounts(
  engine: { code: string; values: { value: string; count: number }[] }[],
  sql: FacetCounts,
) {
  const fromEngine = new Map(
    engine.map((f) => [f.code, new Map(f.values.filter((v) => v.count > 0).map((v) => [v.value, v.count]))]),
  );
  const key = (m: FacetCounts) =>
    JSON.stringify(
      [...m]
        .filter(([, values]) => values.size > 0)
        .map(([code, values]) => [code, [...values].sort()] as const)
        .sort(),
    );
  return key(fromEngine) === key(sql);
}

async function baselineRun(database: { name: string; url: string }, products: number): Promise<BaselineRun> {
  const before = loadavg()[0]!;
  const env = newEnvironment(database.url);
  const seedSeconds = seed(env, products);
  const server = await startServer(env, await freePort());
  let db: BaselineDb | undefined;
  try {
    const base = server.url;
    const auth = await loginHeaders(base, ANNA, 'Demo1234!');
    const allTerms = await searchTerms(env, COLD_POOL + WARM_UP);
    const allCombinations = await filterCombinations(env, base, auth, COLD_POOL + WARM_UP);
    const terms = allTerms.slice(0, COLD_POOL);
    const combinations = allCombinations.slice(0, COLD_POOL);
    const searchUrl = (term: string) => `${base}/api/search/json?query=${encodeURIComponent(term)}`;
    const listingUrl = (i: number) => `${base}/api/search/category?${listingQuery(combinations[i]!)}`;
    const facetUrl = (i: number) => `${base}/api/search/properties?${facetQuery(combinations[i]!)}`;

    // The engine, as `npm run bench` measures it cold, after the same kind of warm-up.
    for (const term of allTerms.slice(COLD_POOL)) await getJson(searchUrl(term), auth);
    for (const c of allCombinations.slice(COLD_POOL)) {
      await getJson(`${base}/api/search/category?${listingQuery(c)}`, auth);
      await getJson(`${base}/api/search/properties?${facetQuery(c)}`, auth);
    }
    const indexes = combinations.map((_, i) => i);
    const engine = {
      search: await engineTiming(terms.map(searchUrl), auth, server.pid),
      listing: await engineTiming(indexes.map(listingUrl), auth, server.pid),
      facets: await engineTiming(indexes.map(facetUrl), auth, server.pid),
    };
    const r = random(7);
    const sampleTerms = Array.from({ length: SAMPLE }, () => r.pick(terms));
    const sampleCombinations = Array.from({ length: SAMPLE }, () => r.int(0, combinations.length - 1));
    const engineSearch = await Promise.all(
      sampleTerms.map((t) => getJson<{ rows: number }>(searchUrl(t), auth)),
    );
    const engineListings = await Promise.all(
      sampleCombinations.map((i) =>
        getJson<{ data: { price: number }[]; meta: { total: number } }>(listingUrl(i), auth),
      ),
    );
    const engineFacets = await Promise.all(
      sampleCombinations.map((i) =>
        getJson<{ data: { code: string; values: { value: string; count: number }[] }[] }>(facetUrl(i), auth),
      ),
    );
    await server.stop();

    // The simple alternative on the same database, the same questions in the same order.
    db = await openBaselineDb(env);
    const sqlDb = db;
    const catalogue = await loadCatalogue(sqlDb, ANNA);
    const index = await buildSearchIndex(sqlDb);
    for (const term of allTerms.slice(COLD_POOL)) await search(sqlDb, catalogue, term);
    for (const c of allCombinations.slice(COLD_POOL)) {
      await listing(sqlDb, catalogue, c);
      await facetCounts(sqlDb, catalogue, c);
    }
    const nextTerm = cycle(terms);
    const nextIndex = () => {
      const order = cycle(indexes.map(String));
      return () => combinations[Number(order())]!;
    };
    const nextListing = nextIndex();
    const nextFacets = nextIndex();
    const sql = {
      search: await timeCalls(() => search(sqlDb, catalogue, nextTerm()), sqlDb.backendPid),
      listing: await timeCalls(() => listing(sqlDb, catalogue, nextListing()), sqlDb.backendPid),
      facets: await timeCalls(() => facetCounts(sqlDb, catalogue, nextFacets()), sqlDb.backendPid),
    };

    // One at a time: a pg client runs one query at once.
    const sqlSearch = [];
    for (const term of sampleTerms) sqlSearch.push(await search(sqlDb, catalogue, term));
    let listingTotalsDiffering = 0;
    let listingPricesDiffering = 0;
    let facetRepliesDiffering = 0;
    for (const [k, i] of sampleCombinations.entries()) {
      const answer = await listing(sqlDb, catalogue, combinations[i]!);
      const reply = engineListings[k]!;
      if (answer.total !== reply.meta.total) listingTotalsDiffering++;
      if (JSON.stringify(answer.prices) !== JSON.stringify(reply.data.map((p) => p.price)))
        listingPricesDiffering++;
      if (!sameCounts(engineFacets[k]!.data, await facetCounts(sqlDb, catalogue, combinations[i]!)))
        facetRepliesDiffering++;
    }
    return {
      database: database.name,
      products,
      seedSeconds,
      index,
      scenarios: (['search', 'listing', 'facets'] as const).map((name) => ({
        name,
        engine: engine[name],
        sql: sql[name],
      })),
      checks: {
        searchMedianMatches: {
          engine: median(engineSearch.map((s) => s.rows)),
          sql: median(sqlSearch.map((s) => s.total)),
        },
        searchMissedBySql: sqlSearch.filter((s, k) => s.total === 0 && engineSearch[k]!.rows > 0).length,
        listingTotalsDiffering,
        listingPricesDiffering,
        facetRepliesDiffering,
        sample: SAMPLE,
      },
      loadAverage: { before: round2(before), after: round2(loadavg()[0]!) },
    };
  } finally {
    await db?.close();
    await server.stop();
    removeEnvironment(env);
  }
}

const LABELS = {
  search: 'search json',
  listing: 'listing (28, price order)',
  facets: 'facet counts (properties)',
};
const cell = (t: Timing) => `${t.p50Ms} / ${t.p99Ms} (${t.cpuMs})`;

function print(runs: BaselineRun[]): void {
  console.log('\nCold p50 / p99 in ms (CPU ms per request): engine over HTTP | SQL in process');
  for (const run of runs) {
    console.log(
      `\n${run.database} ${run.products.toLocaleString('en')} products (load average ${run.loadAverage.before} → ` +
        `${run.loadAverage.after}; text index built in ${round2(run.index.seconds)} s` +
        `${run.index.bytes === null ? '' : `, ${round2(run.index.bytes / 1048576)} MB`})`,
    );
    for (const s of run.scenarios)
      console.log(`  ${LABELS[s.name].padEnd(28)} ${cell(s.engine).padEnd(24)} | ${cell(s.sql)}`);
    const c = run.checks;
    console.log(
      `  checks on ${c.sample} sampled questions: search median matches engine ${c.searchMedianMatches.engine}, ` +
        `SQL ${c.searchMedianMatches.sql}; found by the engine only ${c.searchMissedBySql}; listings with another total ` +
        `${c.listingTotalsDiffering}, other prices ${c.listingPricesDiffering}; facet replies differing ${c.facetRepliesDiffering}`,
    );
  }
}

const runs: BaselineRun[] = [];
const only = process.env.BENCH_DATABASES?.split(',');
const databases = [
  { name: 'sqlite', url: '' },
  ...(pgUrl === 'off' ? [] : [{ name: 'postgres', url: pgUrl }]),
].filter((d) => only === undefined || only.includes(d.name));
for (const database of databases) {
  const created = database.url !== '' && (await ensurePostgresDatabase(database.url));
  try {
    for (const products of sizes) {
      console.log(`… ${database.name}, ${products} products`);
      runs.push(await baselineRun(database, products));
    }
  } finally {
    if (created) await dropPostgresDatabase(database.url);
  }
}
print(runs);
const dir = fileURLToPath(new URL('../results/', import.meta.url));
mkdirSync(dir, { recursive: true });
const file = `${dir}sql-baseline-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
writeFileSync(file, JSON.stringify({ seconds, coldPool: COLD_POOL, runs }, null, 2));
console.log(`written ${file}`);
