import { arrive, planFor, shop, type Buyer } from './checkout-buyer.js';
import { elapsedMs, type Timings } from './checkout-client.js';
import { BUYER_EMAIL_PATTERN, createBuyers, withSql } from './checkout-db.js';
import { freePort, startCheckoutServer, type CheckoutServer } from './checkout-server.js';
import { checkCrashOrders, type CrashCheck } from './crash-check.js';
import { diedUnder, resume } from './crash-resume.js';
import { newEnvironment, removeEnvironment, seed, type Environment, type LogSize } from './server-process.js';
import type { TargetCheck } from './targets.js';

const CATALOGUE_SIZE = 5000;
/** Every this many interrupted buyers, one gives up instead of retrying: its order must be whole or absent. */
const GIVES_UP_EVERY = 5;
/** The kill comes once this share of the buyers have been answered on their confirm. */
const KILL_AFTER_SHARE = 1 / 3;
const KILL_DEADLINE_MS = 180_000;
const KEPT_SAMPLES = 5;

export interface CrashResult {
  database: string;
  buyers: number;
  /** Confirms answered before the SIGKILL, and the seconds from the first checkout step to it. */
  confirmsBeforeKill: number;
  killedAfterSeconds: number;
  /** Buyers whose purchase went through before the kill. */
  completedBeforeKill: number;
  /** Buyers whose request died with the server; they retried once it was back. */
  interrupted: number;
  /** Where their request died: before pressing confirm, on the confirm itself, or after it was answered. */
  diedAt: { beforeConfirm: number; atConfirm: number; afterConfirm: number };
  /** Died on the confirm although the order had been committed: the retry must answer with that order. */
  committedButUnanswered: number;
  /** Interrupted buyers who gave up instead of retrying. */
  gaveUp: number;
  /** Of those who retried, the ones whose retry ended with their one order (confirmed twice: the same). */
  resumed: number;
  /** Buyers who got a reply a working shop does not give (before or after the crash), and the first few. */
  errors: number;
  errorSamples: string[];
  restartSeconds: number;
  check: CrashCheck;
  /** Both server starts' logs together. */
  log: LogSize;
  ok: boolean;
}

/** The buyers' orders the database holds right after the kill, before anyone retried. */
async function ordersInDatabase(env: Environment): Promise<Set<number>> {
  const rows = await withSql(env, (sql) =>
    sql.all('SELECT o.id FROM orders o JOIN users u ON u.id = o.user_id WHERE u.email LIKE ?', [
      BUYER_EMAIL_PATTERN,
    ]),
  );
  return new Set(rows.map((row) => Number(row.id)));
}

async function until(condition: () => boolean, deadlineMs: number): Promise<void> {
  const deadline = Date.now() + deadlineMs;
  while (!condition() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 2));
}

/**
 * The crash run on one database: 100 buyers check out at once (as in the load test) and once a
 * third of them have been answered on their confirm, the server is killed with SIGKILL — other
 * confirms, cart changes and bank calls are in flight. It is started again on the same database;
 * every buyer whose request died retries (crash-resume.ts); then the database is checked: every
 * order whole or absent, none doubled, numbers unique, no answered order lost.
 */
export async function benchCrash(
  database: { name: string; url: string },
  buyers = 100,
): Promise<CrashResult> {
  const env = newEnvironment(database.url);
  let server: CheckoutServer | undefined;
  try {
    seed(env, CATALOGUE_SIZE);
    const accounts = await createBuyers(env, buyers);
    const port = await freePort();
    server = await startCheckoutServer(env, port);
    const timings: Timings = new Map();
    const arrived: Buyer[] = await Promise.all(
      accounts.map((account) => arrive(server!.url, planFor(account), timings)),
    );
    const started = process.hrtime.bigint();
    let done = 0;
    const shopping = Promise.all(arrived.map((buyer) => shop(buyer, timings).finally(() => (done += 1))));
    const confirms = () => timings.get('order: confirm')?.length ?? 0;
    await until(
      () => confirms() >= Math.ceil(buyers * KILL_AFTER_SHARE) || done === buyers,
      KILL_DEADLINE_MS,
    );
    const confirmsBeforeKill = confirms();
    const killedAfterSeconds = Math.round(elapsedMs(started) / 10) / 100;
    await server.kill();
    const firstLog = server.logSize();
    await shopping;
    const completedBeforeKill = arrived.filter((b) => b.outcome.completed).length;

    const interrupted = arrived.filter(diedUnder);
    const committed = await ordersInDatabase(env);
    const diedAt = { beforeConfirm: 0, atConfirm: 0, afterConfirm: 0 };
    for (const { outcome } of interrupted) {
      if (outcome.orderId !== null) diedAt.afterConfirm += 1;
      else if (outcome.error?.step.startsWith('order: confirm')) diedAt.atConfirm += 1;
      else diedAt.beforeConfirm += 1;
    }
    const unanswered = interrupted.filter((b) => b.outcome.orderId === null);
    const restarting = process.hrtime.bigint();
    server = await startCheckoutServer(env, port);
    const restartSeconds = Math.round(elapsedMs(restarting) / 10) / 100;
    const retrying = interrupted.filter((_, i) => i % GIVES_UP_EVERY !== GIVES_UP_EVERY - 1);
    await Promise.all(retrying.map((buyer) => resume(buyer)));
    await server.stop();
    const secondLog = server.logSize();
    server = undefined;

    const outcomes = arrived.map((b) => b.outcome);
    const check = await checkCrashOrders(env, outcomes);
    // A buyer who gave up keeps the error of the request that died; only other errors count.
    const failed = outcomes.filter((o) => o.error !== null && !o.error.message.startsWith('request failed'));
    const resumed = retrying.filter((b) => b.outcome.error === null).length;
    const committedButUnanswered = unanswered.filter(
      (b) => b.outcome.orderId !== null && committed.has(b.outcome.orderId),
    ).length;
    return {
      database: database.name,
      buyers,
      confirmsBeforeKill,
      killedAfterSeconds,
      completedBeforeKill,
      interrupted: interrupted.length,
      diedAt,
      committedButUnanswered,
      gaveUp: interrupted.length - retrying.length,
      resumed,
      errors: failed.length,
      errorSamples: failed
        .slice(0, KEPT_SAMPLES)
        .map((o) => `${o.plan.account.email} (${o.plan.method}) at ${o.error!.step}: ${o.error!.message}`),
      restartSeconds,
      check,
      log: { bytes: firstLog.bytes + secondLog.bytes, lines: firstLog.lines + secondLog.lines },
      ok:
        failed.length === 0 &&
        check.broken === 0 &&
        check.doubled === 0 &&
        check.duplicateNumbers === 0 &&
        check.duplicateInvoiceNumbers === 0 &&
        check.orphans === 0 &&
        check.lost === 0,
    };
  } finally {
    await server?.stop();
    removeEnvironment(env);
  }
}

export function printCrash(results: CrashResult[]): void {
  for (const r of results) {
    const c = r.check;
    console.log(
      `${r.ok ? 'ok  ' : 'FAIL'} ${r.database}: SIGKILL after ${r.killedAfterSeconds} s with ${r.confirmsBeforeKill} ` +
        `of ${r.buyers} confirms answered (${r.completedBeforeKill} purchases complete); restarted in ` +
        `${r.restartSeconds} s; ${r.interrupted} buyers' requests died (${r.diedAt.beforeConfirm} before confirming, ` +
        `${r.diedAt.atConfirm} on the confirm — ${r.committedButUnanswered} of those orders committed unanswered —, ` +
        `${r.diedAt.afterConfirm} after it); ${r.gaveUp} gave up, ${r.resumed} of ${r.interrupted - r.gaveUp} ` +
        `ended with their one order on retry; ` +
        `${r.errors} errors; orders: ${c.orders} stored, ${c.whole} whole, ${c.broken} broken, ${c.absent} buyers without, ` +
        `${c.doubled} doubled, ${c.lost} lost, ${c.duplicateNumbers} duplicate numbers, ${c.orphans} orphan rows, ` +
        `${c.unpaid} unpaid at the bank; ` +
        `server log ${Math.round(r.log.bytes / 1e5) / 10} MB in ${r.log.lines} lines`,
    );
    for (const line of [...r.errorSamples, ...c.brokenSamples]) console.log(`     ${line}`);
  }
}

export function checkCrash(r: CrashResult): TargetCheck[] {
  const c = r.check;
  return [
    {
      target: `${r.database}: crash run — every order whole or absent, none doubled or lost, numbers unique`,
      measured:
        `${c.whole} whole, ${c.broken} broken, ${c.absent} absent, ${c.doubled} doubled, ${c.lost} lost, ` +
        `${c.duplicateNumbers + c.duplicateInvoiceNumbers} duplicate numbers, ${c.orphans} orphans`,
      ok:
        c.broken === 0 &&
        c.doubled === 0 &&
        c.lost === 0 &&
        c.duplicateNumbers === 0 &&
        c.duplicateInvoiceNumbers === 0 &&
        c.orphans === 0,
    },
    {
      target: `${r.database}: crash run — buyers whose request died retry and get their one order`,
      measured:
        `${r.resumed}/${r.interrupted - r.gaveUp} retried to their order (${r.gaveUp} gave up), ${r.errors} errors, ` +
        `killed with ${r.confirmsBeforeKill} confirms answered`,
      ok: r.errors === 0 && r.resumed === r.interrupted - r.gaveUp && r.interrupted > 0,
    },
  ];
}
