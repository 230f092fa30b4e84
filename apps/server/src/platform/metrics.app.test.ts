import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANNA, insertCheckoutProducts, loggedIn, placeOrder } from '../test-support/checkout-fixtures.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { TestClient } from '../test-support/test-client.js';
import { AppMetrics, startMetricsServer } from './metrics.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, { metrics: new AppMetrics({ defaults: true }) });
});

afterAll(async () => {
  await t.close();
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
    const ids = await insertCheckoutProducts(t.db);
    await t.app.inject({ method: 'GET', url: '/health' });
    const stranger = new TestClient(t.app, '10.0.0.9');
    await stranger.page('/login');
    await stranger.api('POST', '/api/login', { email: ANNA, password: 'vale-parool' });
    const anna = await loggedIn(t.app, ANNA);
    await placeOrder(anna, [{ id: ids.get('CHK1') as number, quantity: 1 }], 'invoice');

    const text = await t.app.metrics.text();
    expect(series(text, 'http_requests_total{method="GET",route="/health",status="200"}')).toBe(1);
    expect(series(text, 'auth_logins_total{who="buyer",result="failed"}')).toBe(1);
    expect(series(text, 'auth_logins_total{who="buyer",result="ok"}')).toBe(1);
    expect(series(text, 'orders_placed_total{payment="invoice"}')).toBe(1);
    expect(series(text, 'db_query_duration_seconds_count{statement="select"}')).toBeGreaterThan(0);
    expect(series(text, 'db_query_duration_seconds_count{statement="insert"}')).toBeGreaterThan(0);
    // The confirmation mail is queued by the order (tests' queue runs after the reply).
    expect(series(text, 'mail_queue_pending')).toBeGreaterThanOrEqual(0);
    expect(series(text, 'mail_queue_failed')).toBe(0);
    expect(series(text, 'catalog_version')).toBeGreaterThan(0);
    expect(series(text, 'catalog_index_build_seconds_count')).toBeGreaterThanOrEqual(1);
    // Node's own: heap, RSS, event-loop lag.
    expect(series(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(text).toContain('nodejs_eventloop_lag_p99_seconds');
    expect(text).toContain('nodejs_gc_duration_seconds');
  });

  it('are served on a port of their own, and only at /metrics', async () => {
    const server = await startMetricsServer(t.app.metrics, { port: 0, host: '127.0.0.1' });
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
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).headers['content-type']).not.toContain(
      'text/plain; version=0.0.4',
    );
  });
});
