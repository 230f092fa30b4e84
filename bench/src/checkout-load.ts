import { arrive, planFor, shop, type BuyerOutcome } from './checkout-buyer.js';
import { elapsedMs, type Timings } from './checkout-client.js';
import { createBuyers, readOrders, type StoredOrders } from './checkout-db.js';
import { stepStats, type CheckoutLoadResult, type OrderCheck } from './checkout-report.js';
import { freePort, startCheckoutServer, type CheckoutServer } from './checkout-server.js';
import { newEnvironment, removeEnvironment, seed } from './server-process.js';

export { checkCheckout, printCheckoutResult, type CheckoutLoadResult } from './checkout-report.js';

const CATALOGUE_SIZE = 5000;
const KEPT_SAMPLES = 5;

/** Compares what the buyers were answered with against what the database holds. */
function checkOrders(outcomes: BuyerOutcome[], stored: StoredOrders): OrderCheck {
  const byId = new Map(stored.buyerOrders.map((order) => [order.id, order]));
  const confirmed = outcomes.filter((o) => o.orderId !== null);
  const problems: string[] = [];
  let lost = 0;
  let matched = 0;
  for (const outcome of confirmed) {
    const { plan } = outcome;
    const order = byId.get(outcome.orderId!);
    if (order === undefined || order.email !== plan.account.email) {
      lost += 1;
      continue;
    }
    matched += 1;
    const invoice = plan.method === 'invoice';
    // A purchase that failed half-way may leave a test-bank order unpaid; that shows as an error already.
    const paymentStatus = invoice ? 'invoice' : outcome.completed ? 'closed' : order.paymentStatus;
    const expected = {
      number: outcome.orderNumber,
      payments: 1,
      // Paying later gets the invoice at once; a bank-paid order gets its (paid) invoice when the
      // payment is confirmed, and none before (issue 13).
      invoices: invoice || paymentStatus === 'closed' ? 1 : 0,
      method: plan.method,
      paymentStatus,
      closedPayments: invoice ? 0 : outcome.completed ? 1 : order.closedPayments,
    };
    const actual = {
      number: order.number,
      payments: order.payments,
      invoices: order.invoices,
      method: order.paymentMethod,
      paymentStatus: order.paymentStatus,
      closedPayments: order.closedPayments,
    };
    if (JSON.stringify(actual) !== JSON.stringify(expected)) {
      problems.push(
        `order ${order.id}: expected ${JSON.stringify(expected)}, stored ${JSON.stringify(actual)}`,
      );
    }
  }
  return {
    confirmed: confirmed.length,
    stored: stored.buyerOrders.length,
    lost,
    extra: stored.buyerOrders.length - matched,
    duplicateNumbers: stored.duplicateNumbers.length,
    repeatMismatches: outcomes.filter((o) => o.sameOrderOnRepeat === false).length,
    inconsistent: problems.length,
    inconsistentSamples: problems.slice(0, KEPT_SAMPLES),
  };
}

/**
 * Issue 4's load test on one database: a fresh environment with the demo seed and 5,000 products,
 * `buyers` extra users (half in each demo company) who all log in at once, then all at once fill
 * a cart with 2–3 products, go through every checkout step, confirm (and confirm again), and pay — half on
 * invoice, half with the built-in test bank including its VK_AUTO=Y server call and the browser
 * return. Every step is timed; afterwards the database is checked for lost, duplicated and
 * inconsistent orders.
 */
export async function benchCheckout(
  database: { name: string; url: string },
  buyers = 100,
): Promise<CheckoutLoadResult> {
  const env = newEnvironment(database.url);
  let server: CheckoutServer | undefined;
  try {
    const seedSeconds = seed(env, CATALOGUE_SIZE);
    const accounts = await createBuyers(env, buyers);
    server = await startCheckoutServer(env, await freePort());
    const url = server.url;

    const timings: Timings = new Map();
    const seconds = (since: bigint) => Math.round(elapsedMs(since) / 10) / 100;
    const started = process.hrtime.bigint();
    // Everyone logs in at once first: argon2 verification is CPU-bound by design, and a login
    // storm overlapping the checkout would measure the password hash rather than the checkout.
    const arrived = await Promise.all(accounts.map((account) => arrive(url, planFor(account), timings)));
    const loginSeconds = seconds(started);
    const shopping = process.hrtime.bigint();
    const outcomes = await Promise.all(arrived.map((buyer) => shop(buyer, timings)));
    const checkoutSeconds = seconds(shopping);
    const wallSeconds = seconds(started);
    const memory = server.memoryMb();
    const warnings = server.warnings();
    await server.stop();
    const log = server.logSize();
    server = undefined;

    const orders = checkOrders(outcomes, await readOrders(env));
    const failed = outcomes.filter((o) => o.error !== null);
    const completedWith = (method: string) =>
      outcomes.filter((o) => o.completed && o.plan.method === method).length;
    const completed = { invoice: completedWith('invoice'), testbank: completedWith('testbank') };
    return {
      database: database.name,
      buyers,
      products: CATALOGUE_SIZE,
      seedSeconds,
      wallSeconds,
      loginSeconds,
      checkoutSeconds,
      steps: stepStats(timings),
      completed,
      errors: failed.length,
      errorSamples: failed
        .slice(0, KEPT_SAMPLES)
        .map((o) => `${o.plan.account.email} (${o.plan.method}) at ${o.error!.step}: ${o.error!.message}`),
      orders,
      serverWarnings: warnings.count,
      serverWarningSamples: warnings.samples,
      rssMb: memory.rss,
      peakRssMb: memory.peak,
      log,
      ok:
        failed.length === 0 &&
        completed.invoice + completed.testbank === buyers &&
        orders.lost === 0 &&
        orders.extra === 0 &&
        orders.duplicateNumbers === 0 &&
        orders.repeatMismatches === 0 &&
        orders.inconsistent === 0,
    };
  } finally {
    await server?.stop();
    removeEnvironment(env);
  }
}
