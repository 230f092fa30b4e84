import { IMPORT_MAX_ROWS } from '@kodumasinad/contract/admin';
import http from 'node:http';
import { WARM_UP } from './catalog-bench.js';
import { COLD_POOL, cycle, filterCombinations, listingQuery, searchTerms } from './catalog-urls.js';
import { whileStaffSave } from './catalog-editing.js';
import { withSql } from './checkout-db.js';
import { freePort } from './checkout-server.js';
import { applyImport, uploadAndCheck } from './import-client.js';
import { priceFile } from './import-files.js';
import { get, summarize, type Latency, type UrlSource } from './latency.js';
import { newEnvironment, removeEnvironment, seed, startServer } from './server-process.js';
import { loginHeaders } from './session.js';
import { staffHeaders } from './staff-session.js';

/** Latency of one kind of buyer call, and the calls that failed. */
export type BuyerLatency = Latency & { errors: number };

/**
 * Buyers while an import applies (issue 24): the demo catalogue of `products` products as the
 * catalogue part seeds it, a supplier's price file changing every one of them (dry-run first,
 * unmeasured), and while its apply runs — staff saving one product a second through the product
 * editor's calls, every save and every committed batch a new catalogue version — a buyer asks cold
 * search and cold filtered listings, one after the other on one connection, the same generators'
 * questions as the catalogue part's cold scenarios. The server's RSS is sampled at every poll of
 * the job (100 ms) and its peak read at the end.
 */
export interface ImportLoadRun {
  products: number;
  /** The price file's rows (all of them changes), applied while the buyer was measured. */
  rows: number;
  applyS: number;
  /** Products the staff member saved while measuring. */
  saves: number;
  search: BuyerLatency;
  listing: BuyerLatency;
  /** The highest current RSS sampled during the apply, and the peak since the start (VmHWM), MB. */
  applyRssMb: number;
  peakRssMb: number;
}

/** Alternates a search and a listing call on one keep-alive connection until `until` settles. */
async function buyerWhile(
  until: Promise<unknown>,
  next: { search: UrlSource; listing: UrlSource },
  headers: Record<string, string>,
): Promise<{ search: BuyerLatency; listing: BuyerLatency }> {
  let done = false;
  until.then(
    () => (done = true),
    () => (done = true),
  );
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const samples = { search: [] as number[], listing: [] as number[] };
  const errors = { search: 0, listing: 0 };
  try {
    for (let turn = 0; !done; turn++) {
      const kind = turn % 2 === 0 ? 'search' : 'listing';
      const url = next[kind]();
      const started = process.hrtime.bigint();
      try {
        await get(agent, url, headers);
        samples[kind].push(Number(process.hrtime.bigint() - started) / 1e6);
      } catch {
        errors[kind]++;
      }
    }
  } finally {
    agent.destroy();
  }
  return {
    search: { ...summarize(samples.search), errors: errors.search },
    listing: { ...summarize(samples.listing), errors: errors.listing },
  };
}

export async function benchImportLoad(
  database: { name: string; url: string },
  products: number,
): Promise<ImportLoadRun> {
  const env = newEnvironment(database.url);
  seed(env, products);
  const server = await startServer(env, Number(process.env.BENCH_PORT ?? (await freePort())));
  try {
    const base = server.url;
    const buyer = await loginHeaders(base, 'anna@kodumasin.test', 'Demo1234!');
    const staff = await staffHeaders(base);
    const terms = await searchTerms(env, COLD_POOL + WARM_UP);
    const combinations = await filterCombinations(env, base, buyer, COLD_POOL + WARM_UP);
    const searchUrl = (term: string) => `${base}/api/search/json?query=${encodeURIComponent(term)}`;
    const listingUrl = (c: (typeof combinations)[number]) => `${base}/api/search/category?${listingQuery(c)}`;
    // The extra questions warm the JIT compiler up, not the result caches (as the catalogue part does).
    const warm = new http.Agent({ keepAlive: true, maxSockets: 1 });
    for (const url of [
      ...terms.slice(COLD_POOL).map(searchUrl),
      ...combinations.slice(COLD_POOL).map(listingUrl),
    ])
      await get(warm, url, buyer);
    warm.destroy();

    // Every product's base price a euro higher: a change on every row, as many rows as a file
    // may hold (the 100,000 generated products; the add-ons come after them).
    const changes = await withSql(env, async (sql) =>
      (await sql.all('SELECT code, price_cents FROM products ORDER BY id LIMIT ?', [IMPORT_MAX_ROWS])).map(
        (row) => ({
          code: String(row.code),
          cents: Number(row.price_cents) + 100,
        }),
      ),
    );
    const checked = await uploadAndCheck(
      server,
      staff,
      priceFile(changes),
      { Kood: 'code', Hind: 'price' },
      { mode: 'prices' },
    );
    if (checked.counts.change !== changes.length)
      throw new Error(`load price file dry run: ${JSON.stringify(checked.counts)}`);

    const next = {
      search: cycle(terms.slice(0, COLD_POOL).map(searchUrl)),
      listing: cycle(combinations.slice(0, COLD_POOL).map(listingUrl)),
    };
    const { result, edits } = await whileStaffSave(env, base, staff, async () => {
      const applying = applyImport(server, staff, checked.id);
      const [applied, latency] = await Promise.all([applying, buyerWhile(applying, next, buyer)]);
      return { applied, latency };
    });
    return {
      products,
      rows: changes.length,
      applyS: result.applied.applyS,
      saves: edits,
      search: result.latency.search,
      listing: result.latency.listing,
      applyRssMb: result.applied.applyRssMb,
      peakRssMb: server.memoryMb().peak,
    };
  } finally {
    await server.stop();
    removeEnvironment(env);
  }
}
