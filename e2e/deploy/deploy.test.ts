import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { connect } from 'node:http2';
import { INTEGRATION_ROUTES } from '@kodumasinad/contract/admin';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arrive, planFor, shop, type Buyer } from '../../bench/src/checkout-buyer.js';
import type { Timings } from '../../bench/src/checkout-client.js';
import { createBuyers, type BuyerAccount } from '../../bench/src/checkout-db.js';
import { checkCrashOrders } from '../../bench/src/crash-check.js';
import { totpCode } from '../support/totp.js';
import { Cluster, direct, SITE_FILE } from './cluster.js';
import { HttpsClient, type Reply } from './https-client.js';
import { until } from './nginx.js';
import { httpsServer, locationFor, parseSite, setting, sizeBytes } from './site-file.js';

/**
 * The production setup as it runs (issue 25): nginx with deploy/nginx/kodumasinad.conf (only
 * ports and paths substituted) over HTTPS in front of two app processes of the built server on
 * one PostgreSQL database.
 */
const BASE_URL = process.env['TEST_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/kodumasinad_test';
const ANNA = 'anna@kodumasin.test';
const MART = 'mart@kodumasin.test';
const PASSWORD = 'Demo1234!';
const LOGIN_FAILURES = 4;
const ADMIN = { email: 'admin@kodumasinad.test', totpSecret: 'KODUMASINADADMINDEMOSECRET234567' };
/** Buyers checking out at once during the rolling restart, each one purchase after another. */
const CHECKOUT_LANES = 3;
/** Mails queued straight into the database just before each SIGTERM. */
const MAILS_BEFORE_SIGTERM = 5;

// The bench's checkout buyers (fetch) talk to the test's own nginx, with its self-signed certificate.
process.env['NODE_TLS_REJECT_UNAUTHORIZED'] = '0';

/** GET straight to one app process (not through nginx) with a client's session cookie. */
function directApi(port: number, path: string, client: HttpsClient): Promise<Reply> {
  const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  return new Promise((done, fail) => {
    request(
      {
        host: '127.0.0.1',
        port,
        path,
        headers: { accept: 'application/json', 'x-requested-with': 'XMLHttpRequest', cookie },
      },
      (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => done({ status: response.statusCode ?? 0, headers: response.headers, body }));
      },
    )
      .on('error', fail)
      .end();
  });
}

/** Polls `check` on every app process until it holds on all; the milliseconds it took. */
async function onEveryProcess(check: (port: number) => Promise<boolean>, timeoutMs = 5_000): Promise<number> {
  const started = Date.now();
  for (;;) {
    const results = await Promise.all(cluster.apps.map((app) => check(app.port)));
    if (results.every(Boolean)) return Date.now() - started;
    if (Date.now() - started > timeoutMs) throw new Error(`not on every process within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

let cluster: Cluster;
let productIds: number[] = [];
let accounts: BuyerAccount[] = [];
let staffClient: HttpsClient | null = null;

beforeAll(async () => {
  cluster = new Cluster(BASE_URL, {
    RATE_LIMIT_LOGIN_FAILURES: String(LOGIN_FAILURES),
    // The checkout buyers of the rolling restart pay by invoice and at the test bank.
    TEST_BANK_ENABLED: 'true',
  });
  await cluster.start();
  const db = new pg.Client({ connectionString: cluster.databaseUrl });
  await db.connect();
  const { rows } = await db.query<{ id: number }>('select id from products order by id limit 5');
  await db.end();
  productIds = rows.map((row) => row.id);
  accounts = await createBuyers({ databaseUrl: cluster.databaseUrl, dataDir: cluster.dataDir }, 100);
}, 180_000);

afterAll(async () => {
  staffClient?.close();
  await cluster?.stop();
});

/** The demo admin signed in through nginx, once for the file (a TOTP code is taken only once). */
async function staff(): Promise<HttpsClient> {
  if (staffClient !== null) return staffClient;
  const client = new HttpsClient(cluster.https);
  await client.page('/haldus');
  const login = await client.send('POST', '/api/admin/login', { email: ADMIN.email, password: PASSWORD });
  expect(login.status, login.body).toBe(200);
  client.csrf = (JSON.parse(login.body) as { csrf_token: string }).csrf_token;
  const totp = await client.send('POST', '/api/admin/login/totp', { code: totpCode(ADMIN.totpSecret) });
  expect(totp.status, totp.body).toBe(200);
  client.csrf = (JSON.parse(totp.body) as { csrf_token: string }).csrf_token;
  staffClient = client;
  return client;
}

/** A JSON document (one string) of exactly `bytes` bytes: parsed by the app, refused by the route's schema. */
const jsonOfSize = (bytes: number) => `"${'x'.repeat(bytes - 2)}"`;

/** Runs `sql` on the cluster's database. */
async function query<T extends pg.QueryResultRow>(sql: string, values: unknown[] = []): Promise<T[]> {
  const db = new pg.Client({ connectionString: cluster.databaseUrl });
  await db.connect();
  try {
    return (await db.query<T>(sql, values)).rows;
  } finally {
    await db.end();
  }
}

/** Queues `count` ready mails straight into the database, as a request would, without waking any worker. */
async function queueMails(count: number, label: string): Promise<number[]> {
  const at = new Date().toISOString();
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const payload = JSON.stringify({ to: 'ops@example.test', subject: `${label} ${i + 1}`, text: label });
    const [row] = await query<{ id: number }>(
      `insert into mail_jobs (kind, payload, status, attempts, run_at, created_at)
       values ('message', $1, 'pending', 0, $2, $2) returning id`,
      [payload, at],
    );
    ids.push(row?.id ?? 0);
  }
  return ids;
}

/** The mail jobs neither sent nor being sent right now by a live worker (claimed, lease running). */
async function unsent(ids: number[]): Promise<string[]> {
  const rows = await query<{ id: number; status: string; locked_until: string | null }>(
    'select id, status, locked_until from mail_jobs where id = any($1)',
    [ids],
  );
  const now = new Date().toISOString();
  return rows
    .filter((row) => row.status !== 'sent' && !(row.locked_until !== null && row.locked_until > now))
    .map((row) => `${row.id}: ${row.status}`);
}

/** `/api/cart` requests each process answered, read from its own metrics port. */
async function cartRequests(metricsPort: number): Promise<number> {
  const { body } = await direct(metricsPort, '/metrics');
  return body
    .split('\n')
    .filter((line) => line.startsWith('http_requests_total{') && line.includes('route="/api/cart"'))
    .reduce((sum, line) => sum + Number(line.split(' ').pop()), 0);
}

describe('the shop behind nginx', () => {
  it('keeps one session, cart and CSRF token whichever process answers; cookies are Secure', async () => {
    const anna = new HttpsClient(cluster.https);
    const login = await anna.login(ANNA, PASSWORD);
    expect(login.status, login.body).toBe(200);
    expect(anna.setCookies.length).toBeGreaterThan(0);
    for (const line of anna.setCookies) expect(line).toMatch(/;\s*Secure/i);

    const before = await Promise.all(cluster.apps.map((app) => cartRequests(app.metricsPort)));
    const insert = await anna.send('POST', '/api/cart/insert', { id: productIds[0], quantity: 2 });
    expect(insert.status, insert.body).toBe(200);
    for (let i = 0; i < 12; i++) {
      const cart = await anna.send('GET', '/api/cart');
      expect(cart.status).toBe(200);
      expect(cart.body).toContain(`"id":${productIds[0]}`);
    }
    const after = await Promise.all(cluster.apps.map((app) => cartRequests(app.metricsPort)));
    // Both processes answered some of them.
    expect(after.map((count, i) => count - (before[i] ?? 0)).every((served) => served > 0)).toBe(true);
    // nginx logs the request id it passes on; the app answers with the same one.
    const reply = await anna.send('GET', '/api/cart');
    const id = reply.headers['x-request-id'];
    expect(typeof id).toBe('string');
    // nginx writes the line once the reply is out, a moment after the client has it.
    await until('the access log line', async () => cluster.accessLog().includes(`rid=${String(id)}`), 2_000);
    anna.close();
  });

  it('counts sign-in failures by the address nginx saw; a forged X-Forwarded-For does not escape', async () => {
    const attacker = new HttpsClient(cluster.https);
    const statuses: number[] = [];
    for (let i = 0; i <= LOGIN_FAILURES; i++) {
      const reply = await attacker.login(`nobody@example.test`, 'vale', {
        'x-forwarded-for': `203.0.113.${i + 1}`,
      });
      statuses.push(reply.status);
    }
    expect(statuses.slice(0, LOGIN_FAILURES).every((status) => status === 422)).toBe(true);
    expect(statuses[LOGIN_FAILURES]).toBe(429);
    attacker.close();
    // Another real address is its own: not limited.
    const neighbour = new HttpsClient(cluster.https, { localAddress: '127.0.0.2' });
    expect((await neighbour.login(`nobody@example.test`, 'vale')).status).toBe(422);
    neighbour.close();
  });

  it('answers a body over the limit with the shop’s own Estonian page', async () => {
    const server = httpsServer(parseSite(readFileSync(SITE_FILE, 'utf8')));
    const limit = sizeBytes(
      setting(server, locationFor(server, '/api/login'), 'client_max_body_size') ?? '1m',
    );
    const client = new HttpsClient(cluster.https);
    const reply = await client.send('POST', '/api/login', jsonOfSize(limit + 1));
    expect(reply.status).toBe(413);
    expect(reply.body).toContain('<html lang="et">');
    expect(reply.body).toContain('Fail on liiga suur');
    client.close();
  });

  it('passes the largest body each integration route takes to the app, and one byte more gets nginx’s 413', async () => {
    const created = await (
      await staff()
    ).send('POST', '/api/admin/integrations', { name: 'ERP (deploy test)', scopes: ['products:write'] });
    expect(created.status, created.body).toBe(200);
    const { token } = JSON.parse(created.body) as { token: string };
    const erp = new HttpsClient(cluster.https);
    const sized = Object.values(INTEGRATION_ROUTES).flatMap((route) =>
      'bodyLimit' in route && route.bodyLimit !== undefined
        ? [{ method: route.method, path: route.path, bodyLimit: route.bodyLimit }]
        : [],
    );
    expect(sized.length).toBeGreaterThanOrEqual(2);
    for (const { method, path, bodyLimit } of sized) {
      const headers = { authorization: `Bearer ${token}` };
      // At the limit: nginx passes it on and the app reads it (the route's schema refuses a string).
      const atLimit = await erp.send(method, path, jsonOfSize(bodyLimit), headers);
      expect(atLimit.status, `${path}: ${atLimit.body.slice(0, 200)}`).toBe(422);
      expect(atLimit.headers['content-type']).toContain('application/json');
      const over = await erp.send(method, path, jsonOfSize(bodyLimit + 1), headers);
      expect(over.status, path).toBe(413);
      expect(over.body).toContain('Fail on liiga suur');
    }
    erp.close();
  });

  it('speaks HTTP/2 to a client that offers it', async () => {
    const session = connect(`https://127.0.0.1:${cluster.https}`, { rejectUnauthorized: false });
    try {
      const { status, body } = await new Promise<{ status: number; body: string }>((done, fail) => {
        const stream = session.request({ ':method': 'GET', ':path': '/', accept: 'text/html' });
        let status = 0;
        let body = '';
        stream.on('response', (headers) => (status = Number(headers[':status'])));
        stream.on('data', (chunk: Buffer) => (body += chunk.toString()));
        stream.on('end', () => done({ status, body }));
        stream.on('error', fail);
        stream.end();
      });
      expect(session.alpnProtocol).toBe('h2');
      expect(status).toBe(200);
      expect(body).toContain('<meta name="csrf-token"');
    } finally {
      session.close();
    }
  });

  it('serves metrics on each process’s own port, never through nginx', async () => {
    const client = new HttpsClient(cluster.https);
    const reply = await client.send('GET', '/metrics', undefined, { accept: 'text/plain' });
    expect(reply.status).toBe(404);
    expect(reply.body).not.toContain('http_requests_total');
    client.close();
    const app = cluster.apps[0];
    const metrics = await direct(app?.metricsPort ?? 0, '/metrics');
    expect(metrics.status).toBe(200);
    expect(metrics.body).toContain('# TYPE http_requests_total counter');
  });

  it('shows a price changed through the back-office on every process within 2 s, and signs a blocked client out on all', async () => {
    const admin = await staff();

    const anna = new HttpsClient(cluster.https);
    expect((await anna.login(ANNA, PASSWORD)).status).toBe(200);
    const id = productIds[1] as number;
    const priceOn = async (port: number) =>
      (
        JSON.parse((await directApi(port, `/api/product/${id}`, anna)).body) as {
          data: { price_default: number };
        }
      ).data.price_default;
    const before = await Promise.all(cluster.apps.map((app) => priceOn(app.port)));
    expect(new Set(before).size).toBe(1);

    const stored = JSON.parse((await admin.send('GET', `/api/admin/products/${id}`)).body) as {
      product: Record<string, unknown> & { price: number };
    };
    const {
      id: _id,
      images: _images,
      created_at: _created,
      updated_at: _updated,
      ...fields
    } = stored.product;
    const saved = await admin.send('PUT', `/api/admin/products/${id}`, {
      ...fields,
      price: stored.product.price + 12_300,
    });
    expect(saved.status, saved.body).toBe(200);
    const tookMs = await onEveryProcess(async (port) => (await priceOn(port)) !== before[0]);
    expect(tookMs).toBeLessThanOrEqual(2_000);

    const db = new pg.Client({ connectionString: cluster.databaseUrl });
    await db.connect();
    const { rows } = await db.query<{ id: number }>(
      'select b2b_client_id as id from users where email = $1',
      [ANNA],
    );
    await db.end();
    const clientId = rows[0]?.id as number;
    const client = JSON.parse((await admin.send('GET', `/api/admin/clients/${clientId}`)).body) as {
      data: Record<string, unknown>;
    };
    const {
      name,
      registry_code,
      vat_number,
      address,
      postal_code,
      city,
      county,
      phone,
      email,
      payment_term,
    } = client.data;
    const editable = {
      name,
      registry_code,
      vat_number,
      address,
      postal_code,
      city,
      county,
      phone,
      email,
      payment_term,
      can_offers: client.data['can_offers'],
      offers_en: client.data['offers_en'],
    };
    const blocked = await admin.send('PUT', `/api/admin/clients/${clientId}`, { ...editable, blocked: true });
    expect(blocked.status, blocked.body).toBe(200);
    const signedOutMs = await onEveryProcess(
      async (port) => (await directApi(port, '/api/cart', anna)).status === 401,
    );
    expect(signedOutMs).toBeLessThanOrEqual(2_000);
    // The company may sign in again: the rolling restart's buyers are in it.
    const unblocked = await admin.send('PUT', `/api/admin/clients/${clientId}`, {
      ...editable,
      blocked: false,
    });
    expect(unblocked.status, unblocked.body).toBe(200);
    anna.close();
  });

  it('restarts one process at a time while buyers browse, shop and check out: no failure, every order whole, mail sent', async () => {
    const buyers = await Promise.all(
      [ANNA, MART].map(async (email) => {
        const client = new HttpsClient(cluster.https);
        expect((await client.login(email, PASSWORD)).status).toBe(200);
        return client;
      }),
    );
    let running = true;
    const failures: string[] = [];
    let requests = 0;
    const loops = buyers.flatMap((buyer, b) =>
      [0, 1, 2].map(async (loop) => {
        let n = 0;
        while (running) {
          n++;
          const write = (n + loop) % 3 === 0;
          const product = productIds[(n + b) % productIds.length];
          try {
            const reply = write
              ? await buyer.send('POST', '/api/cart/insert', { id: product, quantity: 1 })
              : await buyer.send('GET', n % 2 === 0 ? '/api/cart' : `/api/product/${String(product)}`);
            requests++;
            if (reply.status >= 400)
              failures.push(`${write ? 'POST' : 'GET'} ${reply.status} ${reply.body.slice(0, 120)}`);
          } catch (error) {
            failures.push(String(error));
          }
        }
      }),
    );
    // Buyers who check out (the bench's, as in the crash test), one purchase after another in each
    // lane: log in, fill the cart, the checkout's steps, confirm (twice), pay by invoice or at the bank.
    const timings: Timings = new Map();
    const base = `https://127.0.0.1:${cluster.https}`;
    const checkouts: Buyer[] = [];
    let next = 0;
    const lanes = Array.from({ length: CHECKOUT_LANES }, async () => {
      while (running && next < accounts.length) {
        const buyer = await arrive(base, planFor(accounts[next++] as BuyerAccount), timings);
        checkouts.push(buyer);
        await shop(buyer, timings);
      }
    });
    const confirms = () => timings.get('order: confirm')?.length ?? 0;
    const placedWhileRestarting: number[] = [];
    const queued: number[] = [];
    for (const index of [0, 1]) {
      // Mail due just before the SIGTERM: sent (by the stopping process or handed to the other one)
      // before the stopping process has exited, which is within the drain and grace periods.
      const mails = await queueMails(MAILS_BEFORE_SIGTERM, `before SIGTERM of process ${index}`);
      queued.push(...mails);
      const before = confirms();
      let atExit: Promise<string[]> = Promise.resolve([]);
      const code = await cluster.restart(index, 'SIGTERM', (phase) => {
        if (phase === 'exited') atExit = unsent(mails);
        if (phase === 'ready') placedWhileRestarting.push(confirms() - before);
      });
      expect(code).toBe(0);
      expect(await atExit).toEqual([]);
    }
    running = false;
    await Promise.all([...loops, ...lanes]);
    for (const buyer of buyers) buyer.close();
    expect(requests).toBeGreaterThan(50);
    expect(failures).toEqual([]);
    expect(
      checkouts
        .map((b) => b.outcome.error)
        .filter((e) => e !== null)
        .map((e) => `${e.step}: ${e.message}`),
    ).toEqual([]);
    // Orders were placed while each process was stopping, stopped and starting again.
    expect(
      placedWhileRestarting.every((placed) => placed > 0),
      String(placedWhileRestarting),
    ).toBe(true);

    const check = await checkCrashOrders(
      { databaseUrl: cluster.databaseUrl, dataDir: cluster.dataDir },
      checkouts.map((b) => b.outcome),
    );
    expect(check.brokenSamples).toEqual([]);
    expect(check).toMatchObject({
      orders: checkouts.length,
      whole: checkouts.length,
      broken: 0,
      doubled: 0,
      lost: 0,
      absent: 0,
      duplicateNumbers: 0,
      duplicateInvoiceNumbers: 0,
      orphans: 0,
    });
    console.info(
      `rolling restart: ${requests} browsing requests, ${checkouts.length} checkouts ` +
        `(${placedWhileRestarting.join(' and ')} confirms during the two restarts), 0 failed`,
    );
    // Every mail went out: the ones queued before each SIGTERM and the orders' confirmations.
    await until('the mail queue empty', async () => (await unsent(queued)).length === 0, 10_000);
    await until(
      'no mail pending',
      async () => (await query("select id from mail_jobs where status = 'pending'")).length === 0,
      10_000,
    );
    expect(await query("select id from mail_jobs where status = 'failed'")).toEqual([]);
  }, 120_000);
});
