import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { benchCatalog, type CatalogRow } from './catalog-bench.js';
import {
  benchCheckout,
  checkCheckout,
  printCheckoutResult,
  type CheckoutLoadResult,
} from './checkout-load.js';
import { checkTargets } from './targets.js';

/**
 * `npm run bench`: the catalogue on SQLite and PostgreSQL at 5,000 and 100,000 products, then
 * 100 buyers checking out at once (BENCH_BUYERS) on each database.
 * BENCH_SECONDS (per measurement, default 5), BENCH_SIZES (default 5000,100000) and
 * BENCH_DATABASE_URL (default the local kodumasinad_bench database; 'off' skips PostgreSQL) and
 * BENCH_PORT (default 3200; the bare endpoint uses the next port).
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const sizes = (process.env.BENCH_SIZES ?? '5000,100000').split(',').map(Number);
const pgUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/kodumasinad_bench';
const databases = [
  { name: 'sqlite', url: '' },
  ...(pgUrl === 'off' ? [] : [{ name: 'postgres', url: pgUrl }]),
];

const rows: CatalogRow[] = [];
for (const database of databases) {
  for (const products of sizes) {
    console.log(`… ${database.name}, ${products} products`);
    rows.push(...(await benchCatalog(database, products, seconds)));
  }
}

console.table(
  rows.map((r) => ({
    db: r.database,
    products: r.products,
    scenario: r.scenario,
    'p50 ms': r.p50Ms,
    'p99 ms': r.p99Ms,
    'req/s @10': r.rps10,
    errors: r.errors,
    'RSS MB': r.rssMb,
    'peak MB': r.peakRssMb,
    'seed s': r.seedSeconds,
  })),
);
const checks = checkTargets(rows);
for (const c of checks) console.log(`${c.ok ? 'ok  ' : 'MISS'} ${c.target}: ${c.measured}`);

const buyers = Number(process.env.BENCH_BUYERS ?? 100);
const checkouts: CheckoutLoadResult[] = [];
for (const database of databases) {
  console.log(`… ${database.name}, checkout with ${buyers} buyers`);
  checkouts.push(await benchCheckout(database, buyers));
}
printCheckoutResult(checkouts);
const checkoutChecks = checkouts.flatMap(checkCheckout);
for (const c of checkoutChecks) console.log(`${c.ok ? 'ok  ' : 'MISS'} ${c.target}: ${c.measured}`);

const dir = fileURLToPath(new URL('../results/', import.meta.url));
mkdirSync(dir, { recursive: true });
const file = `${dir}catalog-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
writeFileSync(file, JSON.stringify({ seconds, rows, checks, checkouts, checkoutChecks }, null, 2));
console.log(`written ${file}`);
