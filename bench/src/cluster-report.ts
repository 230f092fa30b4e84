import type { ClusterResult, CpuShare, LoadFigures } from './cluster-bench.js';
import type { TargetCheck } from './targets.js';

const cpuText = (c: CpuShare) =>
  `CPU: apps ${c.apps}%, nginx ${c.nginx}%, PostgreSQL ${c.postgres}%, load generator ${c.bench}% ` +
  `(of one core); machine ${c.machine}% busy`;

const failures = (f: LoadFigures) =>
  `${f.failed} failed of ${f.requests}` +
  (f.failed === 0
    ? ''
    : ` (${f.timeouts} timed out at 10 s${Object.entries(f.statuses)
        .map(([code, n]) => `, ${n} × ${code}`)
        .join('')})`);

const figures = (f: LoadFigures) =>
  `${f.rps} req/s, p50 ${f.p50Ms} ms, p99 ${f.p99Ms} ms, max ${f.maxMs} ms, ${failures(f)}`;

export function printCluster(results: ClusterResult[]): void {
  for (const r of results) {
    console.log(
      `cluster behind nginx (HTTPS), ${r.products.toLocaleString('en')} products, ${r.connections} connections, ` +
        `${r.seconds} s each, ${r.cores} cores, load average ${r.loadBefore} before`,
    );
    for (const row of r.rows) {
      console.log(`  ${row.processes} process(es)`);
      console.log(`    listing: ${figures(row.listing)}; ${cpuText(row.listing.cpu)}`);
      console.log(`    search:  ${figures(row.search)}; ${cpuText(row.search.cpu)}`);
    }
    console.log(`  scaling 1 → 3 processes: listing ×${r.scaling.listing}, search ×${r.scaling.search}`);
    const x = r.restart;
    console.log(
      `  rolling restart of ${x.processes} under the listing's load: ${x.seconds} s, ${failures(x)}, ` +
        `longest ${x.maxMs} ms, p99 ${x.p99Ms} ms, exit codes ${x.exitCodes.join(', ')}`,
    );
    console.log(`    phases (s): ${x.phases.map((p) => `${p.what} ${p.at}`).join(', ')}`);
    console.log(
      `    requests over 1 s (ended at s: ms): ${x.slow.map((s) => `${s.at}: ${s.ms}`).join(', ') || 'none'}`,
    );
  }
}

/**
 * The cluster's one target: a rolling restart fails no request. Scaling is reported, not judged:
 * on a two-core machine that also runs nginx, PostgreSQL and the load generator a third process
 * has no core of its own (docs/performance.md).
 */
export function checkCluster(r: ClusterResult): TargetCheck[] {
  return [
    {
      target: `cluster: rolling restart of ${r.restart.processes} processes under load fails no request`,
      measured: `${r.restart.failed} failed of ${r.restart.requests}, longest ${r.restart.maxMs} ms`,
      ok: r.restart.failed === 0 && r.restart.exitCodes.every((code) => code === 0),
    },
  ];
}
