import type { Timings } from './checkout-client.js';
import type { LogSize } from './server-process.js';
import type { TargetCheck } from './targets.js';

export interface StepStats {
  step: string;
  count: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

export interface OrderCheck {
  /** Buyers whose first confirm answered with an order. */
  confirmed: number;
  /** The buyers' orders in the database after the run. */
  stored: number;
  /** Confirmed orders the database does not hold. */
  lost: number;
  /** Orders in the database no buyer was answered with (a second order from one draft, or an orphan). */
  extra: number;
  /** Order numbers held by more than one order, over the whole table. */
  duplicateNumbers: number;
  /** Repeated confirms answered with another order than the first. */
  repeatMismatches: number;
  /** Orders whose stored state disagrees with the purchase (payments, invoice, status, number). */
  inconsistent: number;
  inconsistentSamples: string[];
}

export interface CheckoutLoadResult {
  database: string;
  buyers: number;
  products: number;
  seedSeconds: number;
  /** From the first buyer's first request to the last buyer's last reply. */
  wallSeconds: number;
  /** The two phases: everyone opens the shop and logs in, then everyone buys. */
  loginSeconds: number;
  checkoutSeconds: number;
  steps: StepStats[];
  completed: { invoice: number; testbank: number };
  /** Buyers whose purchase ended on an unexpected reply; the first few messages. */
  errors: number;
  errorSamples: string[];
  orders: OrderCheck;
  /** Server log lines at warn level or above during the run. */
  serverWarnings: number;
  serverWarningSamples: string[];
  rssMb: number;
  peakRssMb: number;
  /** What the server logged during the run, at its default level. */
  log: LogSize;
  /** No errors, every purchase completed, nothing lost, duplicated or inconsistent. */
  ok: boolean;
}

/** The steps in purchase order; anything else recorded follows. */
const STEP_ORDER = [
  'GET /',
  'POST /api/login',
  'GET /api/products/featured',
  'POST /api/cart/insert',
  'GET /api/order/new',
  'order: contacts',
  'order: transport',
  'order: services',
  'order: payment',
  'order: confirm',
  'order: confirm again',
  'bank: pay page',
  'bank: confirm (+VK_AUTO=Y)',
  'GET /api/orders/{id}',
  'bank: browser return',
  'whole purchase (invoice)',
  'whole purchase (testbank)',
];

const round = (ms: number) => Math.round(ms * 10) / 10;

/** Nearest-rank percentile of sorted samples. */
const percentile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? 0;

export function stepStats(timings: Timings): StepStats[] {
  const rank = (step: string) => {
    const at = STEP_ORDER.indexOf(step);
    return at === -1 ? STEP_ORDER.length : at;
  };
  return [...timings]
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([step, samples]) => {
      const sorted = [...samples].sort((x, y) => x - y);
      return {
        step,
        count: sorted.length,
        p50Ms: round(percentile(sorted, 0.5)),
        p99Ms: round(percentile(sorted, 0.99)),
        maxMs: round(sorted.at(-1) ?? 0),
      };
    });
}

/** One console.table of every step of every result given, then a summary line per database. */
export function printCheckoutResult(results: CheckoutLoadResult | CheckoutLoadResult[]): void {
  const list = Array.isArray(results) ? results : [results];
  console.table(
    list.flatMap((r) =>
      r.steps.map((s) => ({
        db: r.database,
        step: s.step,
        count: s.count,
        'p50 ms': s.p50Ms,
        'p99 ms': s.p99Ms,
        'max ms': s.maxMs,
      })),
    ),
  );
  for (const r of list) {
    const o = r.orders;
    console.log(
      `${r.ok ? 'ok  ' : 'FAIL'} ${r.database}: ${r.buyers} buyers in ${r.wallSeconds} s ` +
        `(logins ${r.loginSeconds} s, then checkouts ${r.checkoutSeconds} s) — ` +
        `completed ${r.completed.invoice} invoice + ${r.completed.testbank} test bank, ${r.errors} errors; ` +
        `orders: ${o.confirmed} confirmed, ${o.stored} stored, ${o.lost} lost, ${o.extra} extra, ` +
        `${o.duplicateNumbers} duplicate numbers, ${o.repeatMismatches} repeat mismatches, ` +
        `${o.inconsistent} inconsistent; server RSS ${r.rssMb} MB (peak ${r.peakRssMb} MB), ` +
        `${r.serverWarnings} server warnings, log ${Math.round(r.log.bytes / 1e5) / 10} MB in ${r.log.lines} lines`,
    );
    for (const line of [...r.errorSamples, ...o.inconsistentSamples, ...r.serverWarningSamples]) {
      console.log(`     ${line}`);
    }
  }
}

/** The issue-4 load targets, in the shape run.ts prints for the catalogue. */
export function checkCheckout(r: CheckoutLoadResult): TargetCheck[] {
  const o = r.orders;
  const done = r.completed.invoice + r.completed.testbank;
  return [
    {
      target: `${r.database}: ${r.buyers} concurrent buyers check out (invoice and test bank), 0 errors`,
      measured: `${done}/${r.buyers} completed, ${r.errors} errors`,
      ok: r.errors === 0 && done === r.buyers,
    },
    {
      target: `${r.database}: 0 lost or duplicated orders, unique numbers, repeated confirm = same order`,
      measured:
        `${o.confirmed} confirmed, ${o.stored} stored, ${o.lost} lost, ${o.extra} extra, ` +
        `${o.duplicateNumbers} duplicate numbers, ${o.repeatMismatches} repeat mismatches, ` +
        `${o.inconsistent} inconsistent`,
      ok:
        o.lost === 0 &&
        o.extra === 0 &&
        o.duplicateNumbers === 0 &&
        o.repeatMismatches === 0 &&
        o.inconsistent === 0 &&
        o.stored === o.confirmed,
    },
  ];
}
