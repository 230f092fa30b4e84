import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANNA,
  injectingFetch,
  insertCheckoutProducts,
  loggedIn,
  placeOrder,
  postForm,
} from '../test-support/checkout-fixtures.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { TestClient } from '../test-support/test-client.js';
import { AppMetrics, startMetricsServer } from './metrics.js';

let t: TestApp | undefined;
let app: TestApp;

/** Failed logins per e-mail and address before the rate limit, and attempts per account before the lockout. */
const LOGIN_FAILURES = 2;
const ACCOUNT_ATTEMPTS = 3;

beforeAll(async () => {
  app = t = await createTestApp(
    {
      RATE_LIMIT_LOGIN_FAILURES: String(LOGIN_FAILURES),
      RATE_LIMIT_ACCOUNT_ATTEMPTS: String(ACCOUNT_ATTEMPTS),
    },
    // The test bank's server call (the payment) is routed into the app.
    { metrics: new AppMetrics({ defaults: true }), testBankFetch: injectingFetch(() => t) },
  );
});

afterAll(async () => {
  await app.close();
});

/** The value of one series in Prometheus text, or undefined when the series is not there. */
function series(text: string, name: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${name} `));
  return line === undefined ? undefined : Number(line.slice(name.length + 1));
}

function get(port: number, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, path }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    })
      .on('error', reject)
      .end();
  });
}

describe('metrics', () => {
  it('count requests by route pattern, sign-ins, orders, queries, and read the mail queue', async () => {
    const ids = await insertCheckoutProducts(app.db);
    await app.app.inject({ method: 'GET', url: '/health' });
    const stranger = new TestClient(app.app, '10.0.0.9');
    await stranger.page('/login');
    await stranger.api('POST', '/api/login', { email: ANNA, password: 'vale-parool' });
    const anna = await loggedIn(app.app, ANNA);
    await placeOrder(anna, [{ id: ids.get('CHK1') as number, quantity: 1 }], 'invoice');
    // A bank-link order paid at the test bank, whose server call confirms the payment.
    const banked = await placeOrder(anna, [{ id: ids.get('CHK2') as number, quantity: 1 }], 'testbank');
    if (!banked.payment) throw new Error('expected a bank form');
    const bankPath = new URL(banked.payment.url).pathname;
    expect((await postForm(app.app, `${bankPath}/confirm`, banked.payment.fields)).statusCode).toBe(200);

    const text = await app.app.metrics.text();
    expect(series(text, 'http_requests_total{method="GET",route="/health",status="200"}')).toBe(1);
    expect(series(text, 'auth_logins_total{who="buyer",result="failed"}')).toBe(1);
    expect(series(text, 'auth_logins_total{who="buyer",result="ok"}')).toBe(1);
    expect(series(text, 'orders_placed_total{payment="invoice"}')).toBe(1);
    expect(series(text, 'orders_placed_total{payment="testbank"}')).toBe(1);
    expect(series(text, 'payments_received_total{method="testbank"}')).toBe(1);
    expect(series(text, 'db_query_duration_seconds_count{statement="select"}')).toBeGreaterThan(0);
    expect(series(text, 'db_query_duration_seconds_count{statement="insert"}')).toBeGreaterThan(0);
    // The confirmation mail is queued by the order (tests' queue runs after the reply).
    expect(series(text, 'mail_queue_pending')).toBeGreaterThanOrEqual(0);
    expect(series(text, 'mail_queue_failed')).toBe(0);
    expect(series(text, 'catalog_version')).toBeGreaterThan(0);
    expect(series(text, 'catalog_index_build_seconds_count')).toBeGreaterThanOrEqual(1);
    // PostgreSQL's pool; SQLite has one connection and no pool.
    if (app.config.database.kind === 'postgres') {
      expect(series(text, 'db_pool_connections{state="total"}')).toBeGreaterThan(0);
      expect(series(text, 'db_pool_connections{state="idle"}')).toBeGreaterThanOrEqual(0);
      // The scrape's own queries may be waiting for a connection being opened.
      expect(series(text, 'db_pool_connections{state="waiting"}')).toBeGreaterThanOrEqual(0);
    } else {
      expect(text).not.toContain('db_pool_connections{');
    }
    // Not listening, so the catalogue index is not built for buyers yet: not ready, never was.
    expect(series(text, 'app_ready')).toBe(0);
    expect(text).not.toContain('app_readiness_changes_total{');
    // Node's own: heap, RSS, event-loop lag.
    expect(series(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    expect(series(text, 'nodejs_heap_size_total_bytes')).toBeGreaterThan(0);
    expect(series(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(text).toContain('nodejs_eventloop_lag_p99_seconds');
    expect(text).toContain('nodejs_gc_duration_seconds');
  });

  it('count lockouts apart from rate limits', async () => {
    // One address failing on one e-mail: the per-address rate limit refuses the next try.
    const guesser = new TestClient(app.app, '10.0.1.1');
    await guesser.page('/login');
    for (let i = 0; i <= LOGIN_FAILURES; i++)
      await guesser.api('POST', '/api/login', { email: 'limited@example.test', password: 'vale' });
    // Many addresses on one account: its lockout refuses the next try, whatever the address.
    for (let i = 0; i <= ACCOUNT_ATTEMPTS; i++) {
      const from = new TestClient(app.app, `10.0.2.${i + 1}`);
      await from.page('/login');
      const reply = await from.api('POST', '/api/login', { email: 'locked@example.test', password: 'vale' });
      expect(reply.statusCode).toBe(i < ACCOUNT_ATTEMPTS ? 422 : 429);
    }
    const text = await app.app.metrics.text();
    expect(series(text, 'auth_logins_total{who="buyer",result="limited"}')).toBe(1);
    expect(series(text, 'auth_logins_total{who="buyer",result="locked"}')).toBe(1);
  });

  it('are served on a port of their own, and only at /metrics', async () => {
    const server = await startMetricsServer(app.app.metrics, { port: 0, host: '127.0.0.1' });
    try {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      const metrics = await get(port, '/metrics');
      expect(metrics.status).toBe(200);
      expect(metrics.body).toContain('# TYPE http_requests_total counter');
      expect((await get(port, '/')).status).toBe(404);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    // Never through the public app.
    expect((await app.app.inject({ method: 'GET', url: '/metrics' })).headers['content-type']).not.toContain(
      'text/plain; version=0.0.4',
    );
  });

  it('export readiness and count its changes: ready once listening, not ready while draining', async () => {
    await app.app.listen({ port: 0, host: '127.0.0.1' });
    await expect.poll(async () => series(await app.app.metrics.text(), 'app_ready')).toBe(1);
    let text = await app.app.metrics.text();
    expect(series(text, 'app_readiness_changes_total{status="ready"}')).toBe(1);
    app.app.readiness.drain();
    text = await app.app.metrics.text();
    expect(series(text, 'app_ready')).toBe(0);
    expect(series(text, 'app_readiness_changes_total{status="ready"}')).toBe(1);
    expect(series(text, 'app_readiness_changes_total{status="draining"}')).toBe(1);
  });
});
