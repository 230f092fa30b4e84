import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { Cluster, schemaUrl } from '../../e2e/deploy/cluster.js';
import { COLD_POOL, cycle, filterCombinations, listingQuery, searchTerms } from './catalog-urls.js';
import type { UrlSource } from './latency.js';
import { newEnvironment, processCpuMs, removeEnvironment, seed } from './server-process.js';
import { loginHeaders } from './session.js';

/** Connections of the load generator: a busy hour's browsers, each waiting for its reply. */
export const CLUSTER_CONNECTIONS = 50;
const PROCESS_COUNTS = [1, 2, 3];
/** Seconds of load before each measured configuration: the JIT compiler and the caches warm up. */
const WARM_UP_SECONDS = 3;

export interface LoadFigures {
  rps: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  requests: number;
  /** Connection errors (timeouts included) and non-2xx replies. */
  failed: number;
  /** Of those: requests the load generator gave up on after its 10 s timeout. */
  timeouts: number;
  /** Of those: replies by status, e.g. nginx's 502. */
  statuses: Record<string, number>;
}

/** The figures of one autocannon run. */
function figuresOf(result: autocannon.Result): LoadFigures {
  const statuses: Record<string, number> = {};
  for (const [code, stat] of Object.entries(result.statusCodeStats ?? {})) {
    if (!code.startsWith('2')) statuses[code] = stat.count ?? 0;
  }
  return {
    rps: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    requests: result.requests.total,
    failed: result.errors + result.non2xx,
    timeouts: result.timeouts,
    statuses,
  };
}

/** CPU used while one measurement ran, in % of one core (the machine's: % of all its cores). */
export interface CpuShare {
  apps: number;
  nginx: number;
  postgres: number;
  /** The load generator (this process). */
  bench: number;
  /** Everything on the machine, other helpers' work included, in % of all cores. */
  machine: number;
}

export interface ClusterRow {
  processes: number;
  listing: LoadFigures & { cpu: CpuShare };
  search: LoadFigures & { cpu: CpuShare };
}

/** A moment of the rolling restart, in seconds since the load began. */
export interface RestartEvent {
  at: number;
  what: string;
}

export interface RollingRestartFigures extends LoadFigures {
  processes: number;
  seconds: number;
  exitCodes: (number | null)[];
  /** SIGTERM, exit, spawn and ready of each process, in order. */
  phases: RestartEvent[];
  /** Requests that took over SLOW_MS: when they ended and how long they took (ms). */
  slow: { at: number; ms: number }[];
}

/** A request slower than this during the rolling restart is listed with the moment it ended. */
const SLOW_MS = 1000;

export interface ClusterResult {
  products: number;
  seedSeconds: number;
  connections: number;
  seconds: number;
  cores: number;
  /** The machine's 1-minute load average before the run: other helpers share it. */
  loadBefore: number;
  rows: ClusterRow[];
  /** Requests/s with three processes over one. */
  scaling: { listing: number; search: number };
  restart: RollingRestartFigures;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** CPU time (ms) so far of each PostgreSQL backend serving the bench's database (not other users'). */
async function backendCpuMs(db: pg.Client): Promise<Map<number, number>> {
  const { rows } = await db.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
  );
  const cpu = new Map<number, number>();
  for (const { pid } of rows) {
    try {
      cpu.set(pid, processCpuMs(pid));
    } catch {
      // The backend ended meanwhile.
    }
  }
  return cpu;
}

/** Busy and total jiffies of the whole machine (/proc/stat). */
function machineTicks(): { busy: number; total: number } {
  const fields = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/).slice(1);
  const values = fields.map(Number);
  const total = values.reduce((sum, v) => sum + v, 0);
  const idle = (values[3] ?? 0) + (values[4] ?? 0);
  return { busy: total - idle, total };
}

/** Starts counting CPU; the returned function gives the shares since. */
async function cpuMeter(cluster: Cluster, db: pg.Client): Promise<() => Promise<CpuShare>> {
  const appPids = () => cluster.apps.map((app) => app.child.pid ?? 0);
  const sum = (pids: number[]) => pids.reduce((total, pid) => total + processCpuMs(pid), 0);
  const nginxPids = cluster.nginxPids();
  const before = {
    apps: sum(appPids()),
    nginx: sum(nginxPids),
    postgres: await backendCpuMs(db),
    bench: process.cpuUsage(),
    machine: machineTicks(),
    at: performance.now(),
  };
  return async () => {
    const postgres = [...(await backendCpuMs(db))].reduce(
      (total, [pid, ms]) => total + ms - (before.postgres.get(pid) ?? 0),
      0,
    );
    const wallMs = performance.now() - before.at;
    const share = (ms: number) => round1((ms / wallMs) * 100);
    const bench = process.cpuUsage(before.bench);
    const machine = machineTicks();
    return {
      apps: share(sum(appPids()) - before.apps),
      nginx: share(sum(nginxPids) - before.nginx),
      postgres: share(postgres),
      bench: share((bench.user + bench.system) / 1000),
      machine: round1(
        ((machine.busy - before.machine.busy) / Math.max(1, machine.total - before.machine.total)) * 100,
      ),
    };
  };
}

/** GETs from `next` at CLUSTER_CONNECTIONS connections for `seconds` through nginx (HTTPS). */
function load(next: UrlSource, headers: Record<string, string>, seconds: number): Promise<LoadFigures> {
  const { origin } = new URL(next());
  return new Promise((done, fail) => {
    autocannon(
      {
        url: origin,
        headers,
        connections: CLUSTER_CONNECTIONS,
        duration: seconds,
        requests: [
          {
            method: 'GET',
            setupRequest: (request) => {
              const url = new URL(next());
              return { ...request, path: `${url.pathname}${url.search}` };
            },
          },
        ],
      },
      (error, result) => {
        if (error) return fail(error);
        done(figuresOf(result));
      },
    );
  });
}

/**
 * The listing under load during a rolling restart (docs/operations.md): each process in turn
 * SIGTERMed, started again, ready, and nginx's fail_timeout waited out before the next.
 */
async function rollingRestart(
  cluster: Cluster,
  next: UrlSource,
  headers: Record<string, string>,
): Promise<RollingRestartFigures> {
  const { origin } = new URL(next());
  const started = performance.now();
  const since = () => round1((performance.now() - started) / 1000);
  const exitCodes: (number | null)[] = [];
  const phases: RestartEvent[] = [];
  const slow: { at: number; ms: number }[] = [];
  let stop = () => {};
  const figures = new Promise<LoadFigures>((done, fail) => {
    const instance = autocannon(
      {
        url: origin,
        headers,
        connections: CLUSTER_CONNECTIONS,
        duration: 600,
        requests: [
          {
            method: 'GET',
            setupRequest: (request) => {
              const url = new URL(next());
              return { ...request, path: `${url.pathname}${url.search}` };
            },
          },
        ],
      },
      (error, result) => {
        if (error) return fail(error);
        done(figuresOf(result));
      },
    );
    instance.on('response', (_client, _status, _bytes, ms: number) => {
      if (ms > SLOW_MS) slow.push({ at: since(), ms: Math.round(ms) });
    });
    stop = () => instance.stop();
  });
  await new Promise((r) => setTimeout(r, 1000));
  for (let index = 0; index < cluster.apps.length; index++) {
    phases.push({ at: since(), what: `SIGTERM ${index}` });
    exitCodes.push(
      await cluster.restart(index, 'SIGTERM', (name) =>
        phases.push({ at: since(), what: `${name} ${index}` }),
      ),
    );
  }
  stop();
  const result = await figures;
  return {
    ...result,
    processes: cluster.apps.length,
    seconds: round1((performance.now() - started) / 1000),
    exitCodes,
    phases,
    slow,
  };
}

/**
 * The shop as deployed (issue 25, decision 086): nginx with the repository's site file (as
 * `npm run test:deploy` starts it, `worker_processes auto` as Debian's default) over HTTPS in
 * front of 1, 2 and 3 app processes on one PostgreSQL database of `products` products. Cold
 * listing and search at 50 connections for each, then a rolling restart of the three under the
 * listing's load.
 */
export async function benchCluster(pgUrl: string, products: number, seconds: number): Promise<ClusterResult> {
  const loadBefore = round1(loadavg()[0] ?? 0);
  const schema = `bench_cluster_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const env = newEnvironment(schemaUrl(pgUrl, schema));
  // The load generator talks to its own nginx on loopback, with a self-signed certificate.
  const tlsBefore = process.env.NODE_TLS_REJECT_UNAUTHORIZED;
  process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
  let cluster: Cluster | undefined;
  try {
    const seedSeconds = seed(env, products);
    const terms = await searchTerms(env, COLD_POOL);
    const rows: ClusterRow[] = [];
    let restart: RollingRestartFigures | undefined;
    for (const processes of PROCESS_COUNTS) {
      console.log(`… cluster: ${processes} process(es) behind nginx, ${products} products`);
      cluster = new Cluster(
        pgUrl,
        {
          STAFF_TOTP_KEY: '0'.repeat(64),
          RATE_LIMIT_IP: '100000',
          RATE_LIMIT_LOGIN_FAILURES: '100000',
          RATE_LIMIT_ACCOUNT_ATTEMPTS: '100000',
        },
        { processes, schema, nginxWorkers: 'auto' },
      );
      await cluster.start();
      const base = `https://127.0.0.1:${cluster.https}`;
      const auth = await loginHeaders(base, 'anna@kodumasin.test', 'Demo1234!');
      const combinations = await filterCombinations(env, base, auth, COLD_POOL);
      const listing = cycle(combinations.map((c) => `${base}/api/search/category?${listingQuery(c)}`));
      const search = cycle(terms.map((t) => `${base}/api/search/json?query=${encodeURIComponent(t)}`));
      let turn = 0;
      await load(() => (turn++ % 2 === 0 ? listing() : search()), auth, WARM_UP_SECONDS);
      const measured = async (next: UrlSource) => {
        const meter = await cpuMeter(cluster!, admin);
        const figures = await load(next, auth, seconds);
        return { ...figures, cpu: await meter() };
      };
      rows.push({ processes, listing: await measured(listing), search: await measured(search) });
      if (processes === PROCESS_COUNTS.at(-1)) restart = await rollingRestart(cluster, listing, auth);
      await cluster.stop();
      cluster = undefined;
    }
    const rps = (processes: number, kind: 'listing' | 'search') =>
      rows.find((r) => r.processes === processes)?.[kind].rps ?? 0;
    const ratio = (kind: 'listing' | 'search') =>
      Math.round((rps(PROCESS_COUNTS.at(-1)!, kind) / Math.max(1, rps(1, kind))) * 100) / 100;
    return {
      products,
      seedSeconds,
      connections: CLUSTER_CONNECTIONS,
      seconds,
      cores: cpus().length,
      loadBefore,
      rows,
      scaling: { listing: ratio('listing'), search: ratio('search') },
      restart: restart!,
    };
  } finally {
    await cluster?.stop();
    if (tlsBefore === undefined) delete process.env.NODE_TLS_REJECT_UNAUTHORIZED;
    else process.env.NODE_TLS_REJECT_UNAUTHORIZED = tlsBefore;
    await admin.query(`drop schema if exists ${schema} cascade`);
    await admin.end();
    removeEnvironment(env);
  }
}
