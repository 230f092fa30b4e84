import { createServer, type Server } from 'node:http';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Readiness } from './readiness.js';

/** What the metrics read when Prometheus scrapes (the database's state, not this process's counts). */
export interface MetricsSources {
  mailQueue(): Promise<{ pending: number; oldestPendingAt: string | null; failed: number }>;
  /** The catalogue version this process serves. */
  catalogVersion(): Promise<number>;
  /** PostgreSQL's connection pool; null on SQLite (one connection). */
  pool(): { total: number; idle: number; waiting: number } | null;
}

/** `limited`: refused by a rate limit (address or e-mail); `locked`: the account must wait (lockout). */
export type LoginResult = 'ok' | 'failed' | 'limited' | 'locked';

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
const QUERY_SECONDS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1, 5];

/**
 * The process's Prometheus metrics (issue 25), in a registry of its own so tests can build many
 * apps in one process. Request, query, login, order and payment counts are counted here as they
 * happen; the mail queue, the catalogue version, the pool and the readiness are read at each scrape. Node's own
 * (event-loop lag, heap, RSS, GC pauses) are added with `defaults`.
 */
export class AppMetrics {
  readonly registry = new Registry();
  private readonly requests: Counter<'method' | 'route' | 'status'>;
  private readonly requestSeconds: Histogram<'method' | 'route' | 'status'>;
  private readonly querySeconds: Histogram<'statement'>;
  private readonly logins: Counter<'who' | 'result'>;
  private readonly orders: Counter<'payment'>;
  private readonly payments: Counter<'method'>;
  private readonly catalogBuildSeconds: Histogram;
  private readonly readinessChanges: Counter<'status'>;
  private readonly catalogPatchSeconds: Histogram;
  private sources: MetricsSources | null = null;
  private readiness: Readiness | null = null;

  constructor(options: { defaults?: boolean } = {}) {
    const registers = [this.registry];
    if (options.defaults === true) collectDefaultMetrics({ register: this.registry });
    this.requests = new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by route pattern and status',
      labelNames: ['method', 'route', 'status'],
      registers,
    });
    this.requestSeconds = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer a request, by route pattern and status',
      labelNames: ['method', 'route', 'status'],
      buckets: SECONDS,
      registers,
    });
    this.querySeconds = new Histogram({
      name: 'db_query_duration_seconds',
      help: 'Time of one SQL statement, by its kind',
      labelNames: ['statement'],
      buckets: QUERY_SECONDS,
      registers,
    });
    this.logins = new Counter({
      name: 'auth_logins_total',
      help: 'Sign-in attempts of buyers and staff, by result (limited: refused by a rate limit; locked: by the account lockout)',
      labelNames: ['who', 'result'],
      registers,
    });
    this.orders = new Counter({
      name: 'orders_placed_total',
      help: 'Orders placed by this process, by payment method',
      labelNames: ['payment'],
      registers,
    });
    this.payments = new Counter({
      name: 'payments_received_total',
      help: 'Bank-link payments that paid an order, by method',
      labelNames: ['method'],
      registers,
    });
    this.catalogBuildSeconds = new Histogram({
      name: 'catalog_index_build_seconds',
      help: 'Time to build the in-memory catalogue index',
      buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 4, 8, 16],
      registers,
    });
    this.readinessChanges = new Counter({
      name: 'app_readiness_changes_total',
      help: 'Times this process became ready or stopped being ready, by the status it changed to',
      labelNames: ['status'],
      registers,
    });
    this.catalogPatchSeconds = new Histogram({
      name: 'catalog_index_patch_seconds',
      help: 'Time to patch the in-memory catalogue index with price or discount changes (decision 092)',
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1],
      registers,
    });
    // The gauges' collect functions have prom-client's `this`; they reach the sources through this.
    const source = () => this.sources;
    const readiness = () => this.readiness;
    new Gauge({
      name: 'app_ready',
      help: 'Whether this process answers /health/ready with 200 (1) or 503 (0: starting or draining)',
      registers,
      collect() {
        const state = readiness()?.state();
        if (state !== undefined) this.set(state.ready ? 1 : 0);
      },
    });
    new Gauge({
      name: 'catalog_version',
      help: 'The catalogue version this process serves',
      registers,
      async collect() {
        const from = source();
        if (from) this.set(await from.catalogVersion());
      },
    });
    new Gauge({
      name: 'mail_queue_pending',
      help: 'E-mails waiting to be sent',
      registers,
      async collect() {
        const from = source();
        if (from) this.set((await from.mailQueue()).pending);
      },
    });
    new Gauge({
      name: 'mail_queue_oldest_pending_age_seconds',
      help: 'Age of the oldest e-mail waiting to be sent (0 when none waits)',
      registers,
      async collect() {
        const from = source();
        if (!from) return;
        const { oldestPendingAt } = await from.mailQueue();
        this.set(
          oldestPendingAt === null ? 0 : Math.max(0, (Date.now() - Date.parse(oldestPendingAt)) / 1000),
        );
      },
    });
    new Gauge({
      name: 'mail_queue_failed',
      help: 'E-mails that failed for good',
      registers,
      async collect() {
        const from = source();
        if (from) this.set((await from.mailQueue()).failed);
      },
    });
    new Gauge({
      name: 'db_pool_connections',
      help: 'PostgreSQL pool connections by state (total, idle, waiting clients)',
      labelNames: ['state'],
      registers,
      collect() {
        const pool = source()?.pool() ?? null;
        if (pool === null) return;
        this.set({ state: 'total' }, pool.total);
        this.set({ state: 'idle' }, pool.idle);
        this.set({ state: 'waiting' }, pool.waiting);
      },
    });
  }

  /** Where the scrape-time metrics read from (set once the app's parts exist). */
  attach(sources: MetricsSources): void {
    this.sources = sources;
  }

  /** Exports the process's readiness (`app_ready`) and counts its changes. */
  watchReadiness(readiness: Readiness): void {
    this.readiness = readiness;
    readiness.onChange((state) => this.readinessChanges.inc({ status: state.status }));
  }

  request(method: string, route: string, status: number, seconds: number): void {
    const labels = { method, route, status: String(status) };
    this.requests.inc(labels);
    this.requestSeconds.observe(labels, seconds);
  }

  query(sql: string, seconds: number): void {
    this.querySeconds.observe({ statement: statementKind(sql) }, seconds);
  }

  login(who: 'buyer' | 'staff', result: LoginResult): void {
    this.logins.inc({ who, result });
  }

  orderPlaced(payment: string): void {
    this.orders.inc({ payment });
  }

  paymentReceived(method: string): void {
    this.payments.inc({ method });
  }

  catalogBuilt(seconds: number): void {
    this.catalogBuildSeconds.observe(seconds);
  }

  catalogPatched(seconds: number): void {
    this.catalogPatchSeconds.observe(seconds);
  }

  text(): Promise<string> {
    return this.registry.metrics();
  }
}

/** `select`, `insert`, `update`, `delete` or `other`: a label with few values. */
function statementKind(sql: string): string {
  const word = /^\s*(?:with\b[\s\S]*?\)\s*)?(\w+)/i.exec(sql)?.[1]?.toLowerCase();
  return word === 'select' || word === 'insert' || word === 'update' || word === 'delete' ? word : 'other';
}

/**
 * Serves `/metrics` on a port of its own (METRICS_PORT, bound to METRICS_HOST, 127.0.0.1 by
 * default), never through the public site.
 */
export async function startMetricsServer(
  metrics: AppMetrics,
  address: { port: number; host: string },
): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    metrics.text().then(
      (text) => response.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
      () => response.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(address.port, address.host, () => resolve());
  });
  return server;
}
