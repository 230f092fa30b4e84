import type { CatalogRun, Mode, ScenarioKind } from './catalog-bench.js';

export interface TargetCheck {
  target: string;
  measured: string;
  ok: boolean;
}

const SMALL = 5000;
const LARGE = 100000;
const MEMORY_MB = 300;

const row = (run: CatalogRun | undefined, kind: ScenarioKind, mode: Mode) =>
  run?.rows.find((r) => r.kind === kind && r.mode === mode);

const size = (n: number) => n.toLocaleString('en');

/** The rounds a median p99 came from, when it was measured in rounds. */
const rounds = (m: { p99Rounds: number[] }) =>
  m.p99Rounds.length > 1 ? ` [median of ${m.p99Rounds.join(' / ')} ms]` : '';

/**
 * The catalogue targets (issues 3 and 9), each checked at every size it names and, where it names
 * none, at every size measured. The latency targets judge the cold figures: distinct questions
 * that no result cache has seen. The share of the bare endpoint compares the warm listing with
 * a bare endpoint replying with the same bytes.
 */
export function checkTargets(runs: CatalogRun[]): TargetCheck[] {
  const checks: TargetCheck[] = [];
  for (const db of [...new Set(runs.map((r) => r.database))]) {
    const of = (products: number) => runs.find((r) => r.database === db && r.products === products);
    const small = of(SMALL);
    const large = of(LARGE);
    for (const kind of ['search', 'listing'] as const) {
      const cold = row(small, kind, 'cold');
      if (cold) {
        checks.push({
          target: `${db}: ${kind} p99 ≤ 5 ms at ${size(SMALL)} (cold)`,
          measured: `${cold.p99Ms} ms${rounds(cold)}`,
          ok: cold.p99Ms <= 5,
        });
      }
      const big = row(large, kind, 'cold');
      if (cold && big) {
        checks.push({
          target: `${db}: ${kind} p99 at ${size(LARGE)} ≤ 2× the ${size(SMALL)} figure (cold)`,
          // Server CPU per request beside it: on a busy machine the p99s move with the neighbours.
          measured:
            `${big.p99Ms} vs ${cold.p99Ms} ms (server CPU ${big.cpuMs} vs ${cold.cpuMs} ms per request)` +
            `${rounds(big)}${rounds(cold)}`,
          ok: big.p99Ms <= 2 * cold.p99Ms,
        });
      }
    }
    // Issue 24: buyers keep their p99 while staff save a product a second (cold questions).
    for (const [kind, limit] of [
      ['listing', 25],
      ['search', 15],
    ] as const) {
      const editing = large?.editing?.rows.find((r) => r.kind === kind && r.mode === 'cold');
      if (editing) {
        checks.push({
          target: `${db}: ${kind} p99 ≤ ${limit} ms at ${size(LARGE)} while staff save a product a second (cold)`,
          measured: `${editing.p99Ms} ms (${large?.editing?.edits ?? 0} saves)${rounds(editing)}`,
          ok: editing.p99Ms <= limit,
        });
      }
    }
    for (const run of runs.filter((r) => r.database === db)) {
      const at = `at ${size(run.products)}`;
      if (run.shares.length > 0) {
        // The median of the back-to-back rounds (each round's listing and bare figures beside it).
        const rounds = run.shares.map((r) => ({ ...r, share: Math.round((r.listingRps / r.bareRps) * 100) }));
        const median = [...rounds].sort((a, b) => a.share - b.share)[Math.floor(rounds.length / 2)]!;
        checks.push({
          target: `${db}: listing req/s ≥ 25 % of the bare endpoint ${at}`,
          measured:
            `${median.share} % (median of ${rounds.length} back-to-back rounds: ` +
            `${rounds.map((r) => `${r.share} % = ${r.listingRps} of ${r.bareRps}`).join(', ')})`,
          ok: median.share >= 25,
        });
      }
      checks.push({
        target: `${db}: 100 logins at once keep the server ≤ ${MEMORY_MB} MB ${at}`,
        measured:
          `${run.burst.peakRssMb} MB at the peak, ${run.burst.logins - run.burst.failed}/${run.burst.logins} ` +
          `logged in within ${run.burst.seconds} s`,
        ok: run.burst.peakRssMb <= MEMORY_MB && run.burst.failed === 0,
      });
      const errors = run.rows.reduce((sum, r) => sum + r.errors, 0);
      checks.push({
        target: `${db}: no failed requests ${at}`,
        measured: `${errors} errors`,
        ok: errors === 0,
      });
    }
    if (large) {
      // The peak counts, so the catalogue index build at start is included.
      checks.push({
        target: `${db}: server RSS ≤ ${MEMORY_MB} MB at ${size(LARGE)}`,
        measured: `${large.rssMb} MB after the load, ${large.peakRssMb} MB at the peak`,
        ok: large.peakRssMb <= MEMORY_MB,
      });
    }
    if (small) {
      checks.push({
        target: `${db}: seeding ${size(SMALL)} products ≤ 5 s`,
        measured: `${small.seedSeconds} s (the whole demo seed)`,
        ok: small.seedSeconds <= 5,
      });
    }
  }
  return checks;
}
