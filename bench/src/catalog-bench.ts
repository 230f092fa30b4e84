import { serializeFilters } from '@kodumasinad/contract';
import { startBareServer } from './bare-server.js';
import { measure, type Measurement } from './measure.js';
import { newEnvironment, removeEnvironment, seed, startServer } from './server-process.js';
import { loginHeaders } from './session.js';

export interface CatalogRow extends Measurement {
  database: string;
  products: number;
  rssMb: number;
  /** The server's peak resident memory so far, the catalogue index build included. */
  peakRssMb: number;
  seedSeconds: number;
}

interface FacetReply {
  data: { code: string; values: { value: string; count: number }[] }[];
}

async function getJson<T>(url: string, headers: Record<string, string>): Promise<T> {
  const res = await fetch(url, { headers });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return (await res.json()) as T;
}

/**
 * One database at one catalogue size: seed, start, log in as Anna, then measure search-as-you-type,
 * the category listing (28 items, 2 filters) and its facet counts, the product page, and a bare
 * Fastify endpoint returning the listing's bytes as the ceiling.
 */
export async function benchCatalog(
  database: { name: string; url: string },
  products: number,
  seconds: number,
): Promise<CatalogRow[]> {
  const env = newEnvironment(database.url);
  const seedSeconds = seed(env, products);
  const port = Number(process.env.BENCH_PORT ?? 3200);
  const server = await startServer(env, port);
  try {
    const auth = await loginHeaders(server.url, 'anna@kodumasin.test', 'Demo1234!');
    const category = 'pesumasinad';
    const facets = await getJson<FacetReply>(
      `${server.url}/api/search/properties?category=${category}`,
      auth,
    );
    const filters = serializeFilters(
      Object.fromEntries(
        facets.data
          .filter((f) => f.values.length > 1)
          .slice(0, 2)
          .map((f) => [f.code, [[...f.values].sort((a, b) => b.count - a.count)[0]!.value]]),
      ),
    );
    const listingQuery = `category=${category}&filters=${encodeURIComponent(filters)}&per_page=28`;
    const listingUrl = `${server.url}/api/search/category?${listingQuery}`;
    const listing = await getJson<{ data: { id: number }[] }>(listingUrl, auth);
    const productId = listing.data[0]?.id;
    if (!productId) throw new Error(`the listing with ${filters} is empty`);
    const bare = await startBareServer(port + 1, JSON.stringify(listing));
    const scenarios: [string, string][] = [
      [
        'search json ("bosch pesu")',
        `${server.url}/api/search/json?query=${encodeURIComponent('bosch pesu')}`,
      ],
      [`listing 28 items, 2 filters (${filters})`, listingUrl],
      ['facet counts (properties, same filters)', `${server.url}/api/search/properties?${listingQuery}`],
      ['product page', `${server.url}/api/product/${productId}`],
      ['bare fastify (listing bytes)', bare.url],
    ];
    const rows: CatalogRow[] = [];
    for (const [name, url] of scenarios) {
      const m = await measure(name, url, url === bare.url ? {} : auth, seconds);
      const memory = server.memoryMb();
      rows.push({
        ...m,
        database: database.name,
        products,
        rssMb: memory.rss,
        peakRssMb: memory.peak,
        seedSeconds,
      });
    }
    await bare.stop();
    return rows;
  } finally {
    await server.stop();
    removeEnvironment(env);
  }
}
