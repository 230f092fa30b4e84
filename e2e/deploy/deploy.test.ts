import { request } from 'node:http';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '../support/totp.js';
import { Cluster, direct } from './cluster.js';
import { HttpsClient, type Reply } from './https-client.js';

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

beforeAll(async () => {
  cluster = new Cluster(BASE_URL, { RATE_LIMIT_LOGIN_FAILURES: String(LOGIN_FAILURES) });
  await cluster.start();
  const db = new pg.Client({ connectionString: cluster.databaseUrl });
  await db.connect();
  const { rows } = await db.query<{ id: number }>('select id from products order by id limit 5');
  await db.end();
  productIds = rows.map((row) => row.id);
}, 180_000);

afterAll(async () => {
  await cluster?.stop();
});

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
    expect(cluster.accessLog()).toContain(`rid=${String(id)}`);
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
    const client = new HttpsClient(cluster.https);
    const reply = await client.send('POST', '/api/login', { email: 'x'.repeat(3 * 1024 * 1024) });
    expect(reply.status).toBe(413);
    expect(reply.body).toContain('<html lang="et">');
    expect(reply.body).toContain('Fail on liiga suur');
    client.close();
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

  it('restarts one process at a time while buyers browse and shop: no buyer sees a failure', async () => {
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
    for (const index of [0, 1]) {
      const code = await cluster.restart(index);
      expect(code).toBe(0);
    }
    running = false;
    await Promise.all(loops);
    for (const buyer of buyers) buyer.close();
    expect(requests).toBeGreaterThan(50);
    expect(failures).toEqual([]);
  }, 120_000);
  it('shows a price changed through the back-office on every process within 2 s, and signs a blocked client out on all', async () => {
    const staff = new HttpsClient(cluster.https);
    await staff.page('/haldus');
    const login = await staff.send('POST', '/api/admin/login', { email: ADMIN.email, password: PASSWORD });
    expect(login.status, login.body).toBe(200);
    staff.csrf = (JSON.parse(login.body) as { csrf_token: string }).csrf_token;
    const totp = await staff.send('POST', '/api/admin/login/totp', { code: totpCode(ADMIN.totpSecret) });
    expect(totp.status, totp.body).toBe(200);
    staff.csrf = (JSON.parse(totp.body) as { csrf_token: string }).csrf_token;

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

    const stored = JSON.parse((await staff.send('GET', `/api/admin/products/${id}`)).body) as {
      product: Record<string, unknown> & { price: number };
    };
    const {
      id: _id,
      images: _images,
      created_at: _created,
      updated_at: _updated,
      ...fields
    } = stored.product;
    const saved = await staff.send('PUT', `/api/admin/products/${id}`, {
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
    const client = JSON.parse((await staff.send('GET', `/api/admin/clients/${clientId}`)).body) as {
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
    const blocked = await staff.send('PUT', `/api/admin/clients/${clientId}`, {
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
      blocked: true,
    });
    expect(blocked.status, blocked.body).toBe(200);
    const signedOutMs = await onEveryProcess(
      async (port) => (await directApi(port, '/api/cart', anna)).status === 401,
    );
    expect(signedOutMs).toBeLessThanOrEqual(2_000);
    staff.close();
    anna.close();
  });
});
