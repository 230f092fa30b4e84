import type { CatalogRow } from './catalog-bench.js';

export interface TargetCheck {
  target: string;
  measured: string;
  ok: boolean;
}

const find = (rows: CatalogRow[], db: string, products: number, prefix: string) =>
  rows.find((r) => r.database === db && r.products === products && r.scenario.startsWith(prefix));

/** The issue-3 targets, per database. */
export function checkTargets(rows: CatalogRow[]): TargetCheck[] {
  const checks: TargetCheck[] = [];
  for (const db of [...new Set(rows.map((r) => r.database))]) {
    const search5 = find(rows, db, 5000, 'search');
    const list5 = find(rows, db, 5000, 'listing');
    const bare5 = find(rows, db, 5000, 'bare');
    if (search5 && list5) {
      const worst = Math.max(search5.p99Ms, list5.p99Ms);
      checks.push({
        target: `${db}: p99 ≤ 5 ms for search and listing at 5,000`,
        measured: `${search5.p99Ms} / ${list5.p99Ms} ms`,
        ok: worst <= 5,
      });
    }
    if (list5 && bare5) {
      const share = Math.round((list5.rps10 / bare5.rps10) * 100);
      checks.push({ target: `${db}: listing req/s ≥ 25 % of bare`, measured: `${share} %`, ok: share >= 25 });
    }
    for (const prefix of ['search', 'listing']) {
      const small = find(rows, db, 5000, prefix);
      const big = find(rows, db, 100000, prefix);
      if (small && big) {
        checks.push({
          target: `${db}: ${prefix} p99 at 100,000 ≤ 2× the 5,000 figure`,
          measured: `${big.p99Ms} vs ${small.p99Ms} ms`,
          ok: big.p99Ms <= 2 * small.p99Ms,
        });
      }
    }
    const big = rows.filter((r) => r.database === db && r.products === 100000);
    if (big.length > 0) {
      // The peak counts, so the catalogue index build at start is included.
      const rss = Math.max(...big.map((r) => r.rssMb));
      const peak = Math.max(...big.map((r) => r.peakRssMb));
      checks.push({
        target: `${db}: server RSS ≤ 300 MB at 100,000`,
        measured: `${rss} MB after the load, ${peak} MB at the peak`,
        ok: peak <= 300,
      });
    }
    const seeded = rows.find((r) => r.database === db && r.products === 5000);
    if (seeded) {
      checks.push({
        target: `${db}: seeding 5,000 products ≤ 5 s`,
        measured: `${seeded.seedSeconds} s (the whole demo seed)`,
        ok: seeded.seedSeconds <= 5,
      });
    }
  }
  return checks;
}
