import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Cluster, direct } from './cluster.js';
import { HttpsClient } from './https-client.js';

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
});
