import type { ImportRun } from './import-bench.js';
import type { TargetCheck } from './targets.js';

const round = (s: number) => Math.round(s * 10) / 10;
const size = (n: number) => n.toLocaleString('en');
const delay = (ms: number | null) => (ms === null ? 'not seen within 30 s' : `${ms} ms`);

export function printImport(runs: ImportRun[]): void {
  console.table(
    runs.map((r) => ({
      database: r.database,
      rows: r.rows,
      'dry run s': round(r.dryRunS),
      'apply s': round(r.applyS),
      [`${r.priceRows} prices: dry run / apply / feed s`]: `${round(r.priceDryRunS)} / ${round(r.priceApplyS)} / ${round(r.feed.seconds)}`,
      'seen on 2nd process: file / feed': `${delay(r.visibleMs.file)} / ${delay(r.visibleMs.feed)}`,
      'XLSX dry run s': round(r.xlsxDryRunS),
      'RSS peak after 10k / at end MB': `${r.rssAfter10kMb} / ${r.rssPeakMb}`,
      'dry-run RSS CSV 10k / full, XLSX 10k / full MB': `${r.dryRunRssMb.csv10k} / ${r.dryRunRssMb.csvFull}, ${r.dryRunRssMb.xlsx10k} / ${r.dryRunRssMb.xlsxFull}`,
    })),
  );
  console.table(
    runs.map(({ database, load }) => ({
      database,
      products: load.products,
      'import rows / apply s': `${load.rows} / ${round(load.applyS)}`,
      'staff saves': load.saves,
      'listing p50 / p99 / max ms (n)': `${load.listing.p50Ms} / ${load.listing.p99Ms} / ${load.listing.maxMs} (${load.listing.requests})`,
      'search p50 / p99 / max ms (n)': `${load.search.p50Ms} / ${load.search.p99Ms} / ${load.search.maxMs} (${load.search.requests})`,
      'RSS in apply / peak MB': `${load.applyRssMb} / ${load.peakRssMb}`,
    })),
  );
}

/**
 * Issue 24's targets: dry run ≤ 10 s, apply ≤ 30 s (SQLite) / 60 s (PostgreSQL), 10,000 prices
 * ≤ 5 s by file and by the ERP's feed, either seen on a second process ≤ 2 s after the job's end
 * or the feed's last reply, buyers' cold listing p99 ≤ 25 ms and search p99 ≤ 15 ms while an
 * import applies and staff save a product a second, RSS ≤ 400 MB.
 */
export function checkImport(runs: ImportRun[]): TargetCheck[] {
  return runs.flatMap((r) => {
    const applyTarget = r.database === 'sqlite' ? 30 : 60;
    const { load } = r;
    const during = `at ${size(load.products)} products while ${size(load.rows)} price changes apply and staff save a product a second`;
    const seen = (ms: number | null) => ms !== null && ms <= 2000;
    return [
      {
        target: `${r.database}: dry run of ${size(r.rows)} rows ≤ 10 s`,
        measured: `${round(r.dryRunS)} s`,
        ok: r.dryRunS <= 10,
      },
      {
        target: `${r.database}: apply of ${size(r.rows)} new products ≤ ${applyTarget} s`,
        measured: `${round(r.applyS)} s`,
        ok: r.applyS <= applyTarget,
      },
      {
        target: `${r.database}: ${size(r.priceRows)} price changes applied ≤ 5 s`,
        measured: `${round(r.priceApplyS)} s (dry run ${round(r.priceDryRunS)} s)`,
        ok: r.priceApplyS <= 5,
      },
      {
        target: `${r.database}: ${size(r.priceRows)} price changes through PATCH /api/integration/prices applied ≤ 5 s`,
        measured: `${round(r.feed.seconds)} s (${r.feed.calls} call(s), until the last reply)`,
        ok: r.feed.seconds <= 5,
      },
      {
        target: `${r.database}: the price file's change seen by a buyer on a second process ≤ 2 s after the job ends`,
        measured: delay(r.visibleMs.file),
        ok: seen(r.visibleMs.file),
      },
      {
        target: `${r.database}: the price feed's change seen by a buyer on a second process ≤ 2 s after the last reply`,
        measured: delay(r.visibleMs.feed),
        ok: seen(r.visibleMs.feed),
      },
      {
        target: `${r.database}: dry-run RSS of ${size(r.rows)} rows within 50 MB of 10,000 rows (CSV, XLSX)`,
        measured: `CSV ${r.dryRunRssMb.csv10k} → ${r.dryRunRssMb.csvFull} MB, XLSX ${r.dryRunRssMb.xlsx10k} → ${r.dryRunRssMb.xlsxFull} MB`,
        ok:
          r.dryRunRssMb.csvFull <= r.dryRunRssMb.csv10k + 50 &&
          r.dryRunRssMb.xlsxFull <= r.dryRunRssMb.xlsx10k + 50,
      },
      {
        target: `${r.database}: server RSS ≤ 400 MB through the import`,
        measured: `peak ${r.rssPeakMb} MB (${r.rssAfter10kMb} MB after a 10,000-row dry run)`,
        ok: r.rssPeakMb <= 400,
      },
      {
        target: `${r.database}: listing p99 ≤ 25 ms ${during} (cold)`,
        measured: `${load.listing.p99Ms} ms (p50 ${load.listing.p50Ms} ms, ${load.listing.requests} requests, ${load.saves} saves in ${round(load.applyS)} s)`,
        ok: load.listing.p99Ms <= 25,
      },
      {
        target: `${r.database}: search p99 ≤ 15 ms ${during} (cold)`,
        measured: `${load.search.p99Ms} ms (p50 ${load.search.p50Ms} ms, ${load.search.requests} requests)`,
        ok: load.search.p99Ms <= 15,
      },
      {
        target: `${r.database}: no failed buyer requests ${during}`,
        measured: `${load.listing.errors + load.search.errors} errors`,
        ok: load.listing.errors + load.search.errors === 0,
      },
      {
        target: `${r.database}: server RSS ≤ 400 MB ${during}`,
        measured: `peak ${load.peakRssMb} MB (${load.applyRssMb} MB the highest sampled during the apply)`,
        ok: load.peakRssMb <= 400,
      },
    ];
  });
}
