import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arrive, planFor, shop, type Buyer } from '../../bench/src/checkout-buyer.js';
import type { Timings } from '../../bench/src/checkout-client.js';
import { createBuyers, type BuyerAccount } from '../../bench/src/checkout-db.js';
import { checkCrashOrders } from '../../bench/src/crash-check.js';
import { diedUnder, resume } from '../../bench/src/crash-resume.js';
import { Cluster } from './cluster.js';
import { HttpsClient } from './https-client.js';
import { freePort, Nginx, SITE_FILE, until } from './nginx.js';

/**
 * A process killed under load behind nginx (issue 25, decision 086): 100 buyers check out through
 * nginx over HTTPS — the bench's checkout buyers (bench/src/checkout-buyer.ts) — while one of two
 * app processes is frozen and then killed with SIGKILL. Buyers whose request died retry as the
 * SPA's user would (bench/src/crash-resume.ts: confirm pressed again; the draft makes it one
 * order), then the bench's crash check judges the database. nginx must never send a POST twice.
 * The test bank's server-to-server call goes through nginx too, to either process: one that went
 * to the frozen process dies with it while the buyer's own request does not (the process that
 * made the call answers the bank's page), so the buyer's browser return must pay the order.
 */
const BASE_URL = process.env['TEST_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/kodumasinad_test';
const BUYERS = 100;
/** The freeze comes once this many confirms have been answered. */
const FREEZE_AFTER_CONFIRMS = Math.ceil(BUYERS / 3);
/** No request answered for this long after the freeze: every buyer left waits on the frozen process. */
const QUIET_MS = 1_500;

// The buyers' fetch talks to the test's own nginx on loopback, with its self-signed certificate.
process.env['NODE_TLS_REJECT_UNAUTHORIZED'] = '0';

let cluster: Cluster;
let accounts: BuyerAccount[] = [];

beforeAll(async () => {
  cluster = new Cluster(BASE_URL, {
    TEST_BANK_ENABLED: 'true',
    RATE_LIMIT_IP: '100000',
    RATE_LIMIT_LOGIN_FAILURES: '100000',
    RATE_LIMIT_ACCOUNT_ATTEMPTS: '100000',
  });
  await cluster.start();
  accounts = await createBuyers({ databaseUrl: cluster.databaseUrl, dataDir: cluster.dataDir }, BUYERS);
}, 180_000);

afterAll(async () => {
  await cluster?.stop();
});

const answered = (timings: Timings) => [...timings.values()].reduce((sum, list) => sum + list.length, 0);

async function waitFor(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((r) => setTimeout(r, 20));
}

/** Waits until no request has been answered for QUIET_MS. */
async function quiet(timings: Timings): Promise<void> {
  let seen = answered(timings);
  let since = Date.now();
  while (Date.now() - since < QUIET_MS) {
    await new Promise((r) => setTimeout(r, 50));
    if (answered(timings) !== seen) {
      seen = answered(timings);
      since = Date.now();
    }
  }
}

/** A request that died with the process: nginx answered 502 (its own page) for a POST it had sent. */
const died = (buyer: Buyer) => diedUnder(buyer) || /^50[24] /.test(buyer.outcome.error?.message ?? '');

interface LogLine {
  time?: number;
  msg?: string;
  stamp?: string;
  status?: number;
  err?: { name?: string };
}

/**
 * The stamps of the test bank's server calls that the app processes logged as cut since `since`:
 * nginx answered 502/504 (the process it had sent the call to died under it) or the bank's 5 s
 * ran out (the frozen process held the call, or a row the call waited for). A call the shop
 * refused or failed itself (400, 500) is not among them.
 */
function callbacksCut(logs: string[], since: number): Set<string> {
  const stamps = new Set<string>();
  for (const line of logs.join('\n').split('\n')) {
    let entry: LogLine;
    try {
      entry = JSON.parse(line) as LogLine;
    } catch {
      continue; // Node's own warnings, or the last line of the killed process cut short.
    }
    if ((entry.time ?? 0) < since || entry.stamp === undefined) continue;
    const proxyGaveUp =
      entry.msg === 'test bank callback was not accepted' && (entry.status === 502 || entry.status === 504);
    const timedOut = entry.msg === 'test bank callback failed' && entry.err?.name === 'TimeoutError';
    if (proxyGaveUp || timedOut) stamps.add(entry.stamp);
  }
  return stamps;
}

describe('a process killed while buyers check out through nginx', () => {
  it('loses, doubles or half-writes no order; every buyer ends with one order after retrying', async () => {
    const timings: Timings = new Map();
    const base = `https://127.0.0.1:${cluster.https}`;
    const buyers = await Promise.all(accounts.map((account) => arrive(base, planFor(account), timings)));
    expect(buyers.filter((b) => b.outcome.error !== null).map((b) => b.outcome.error?.message)).toEqual([]);
    const shopping = Promise.all(buyers.map((buyer) => shop(buyer, timings, { callbackMayDie: true })));
    await waitFor(() => (timings.get('order: confirm')?.length ?? 0) >= FREEZE_AFTER_CONFIRMS);
    // Frozen first, so the kill always lands on requests in flight: every buyer still shopping
    // ends up waiting on the frozen process (nginx round-robins each request), mid-transaction
    // or not; then SIGKILL, as the OOM killer or a crash would.
    const frozenAt = Date.now();
    await cluster.signal(0, 'SIGSTOP');
    await quiet(timings);
    await cluster.signal(0, 'SIGKILL');
    await shopping;

    const interrupted = buyers.filter(died);
    const others = buyers.filter((b) => b.outcome.error !== null && !died(b));
    expect(others.map((b) => `${b.outcome.error?.step}: ${b.outcome.error?.message}`)).toEqual([]);
    // A bank payment whose server call did not settle the order is excused only where the call was
    // cut by the freeze and the kill; the browser return paid it (or died and the buyer resumed).
    const lostCallbacks = buyers.flatMap((b) =>
      b.outcome.lostCallback === null ? [] : [b.outcome.lostCallback],
    );
    const unexplained = () => {
      const cut = callbacksCut([cluster.appLog(0), cluster.appLog(1)], frozenAt);
      return lostCallbacks.filter((stamp) => !cut.has(stamp));
    };
    // The processes' output reaches their log files through this process's pipes: give it a moment.
    await until('the cut bank calls in the logs', async () => unexplained().length === 0, 5_000).catch(
      () => undefined,
    );
    expect(unexplained()).toEqual([]);
    // Some buyers were still shopping at the freeze (two thirds had not confirmed yet).
    expect(interrupted.length).toBeGreaterThan(0);
    await Promise.all(interrupted.map((buyer) => resume(buyer)));
    const failed = buyers.filter((b) => b.outcome.error !== null);
    expect(failed.map((b) => `${b.outcome.error?.step}: ${b.outcome.error?.message}`)).toEqual([]);

    const check = await checkCrashOrders(
      { databaseUrl: cluster.databaseUrl, dataDir: cluster.dataDir },
      buyers.map((b) => b.outcome),
    );
    expect(check.brokenSamples).toEqual([]);
    expect(check).toMatchObject({
      orders: BUYERS,
      whole: BUYERS,
      broken: 0,
      doubled: 0,
      lost: 0,
      absent: 0,
      duplicateNumbers: 0,
      duplicateInvoiceNumbers: 0,
      orphans: 0,
      // Every test-bank buyer paid in the end: through the bank's call, the browser return, or on
      // retrying from the order page.
      unpaid: 0,
    });
    console.info(
      `crash behind nginx: ${interrupted.length} of ${BUYERS} buyers' requests died with the process ` +
        `(${interrupted.filter((b) => b.outcome.error === null).length} resumed to their one order); ` +
        `${lostCallbacks.length} test-bank server calls cut with the process`,
    );
  }, 120_000);
});

/** A stand-in upstream that reads each request and drops the connection unanswered, as a killed process does. */
function droppingUpstream(received: string[]): Server {
  return createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      received.push(request.method ?? '?');
      response.socket?.destroy();
    });
  });
}

describe('nginx in front of a process that dies with the request', () => {
  let dir: string;
  const upstreams: Server[] = [];
  const received: string[] = [];

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'kms-retry-'));
  });
  afterAll(async () => {
    await Promise.all(upstreams.map((server) => new Promise((done) => server.close(done))));
    rmSync(dir, { recursive: true, force: true });
  });

  /** nginx with the site file in front of two dropping upstreams; fresh for each case, so none is marked failed. */
  async function sendThrough(method: 'GET' | 'POST', path: string): Promise<number> {
    const ports = [await freePort(), await freePort()];
    const pair = ports.map((port) => {
      const server = droppingUpstream(received);
      server.listen(port, '127.0.0.1');
      return server;
    });
    upstreams.push(...pair);
    const caseDir = mkdtempSync(join(dir, 'case-'));
    const nginx = await Nginx.start(caseDir, ports);
    const client = new HttpsClient(nginx.https);
    try {
      return (await client.send(method, path, method === 'POST' ? { order: {} } : undefined)).status;
    } finally {
      client.close();
      await nginx.stop();
    }
  }

  it('sends a POST once and answers 502 (the client retries it), but passes a GET on to the next process', async () => {
    expect(readFileSync(SITE_FILE, 'utf8')).not.toMatch(/proxy_next_upstream [^;]*non_idempotent/);
    received.length = 0;
    expect(await sendThrough('POST', '/api/order')).toBe(502);
    expect(received).toEqual(['POST']);
    // The same failure on a GET is tried on the other process too: the test can tell the two apart.
    received.length = 0;
    expect(await sendThrough('GET', '/api/cart')).toBe(502);
    expect(received).toEqual(['GET', 'GET']);
  });
});
