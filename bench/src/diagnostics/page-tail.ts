import http from 'node:http';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PerformanceObserver, performance } from 'node:perf_hooks';
import { warmCombination } from '../catalog-bench.js';
import { COLD_POOL, cycle, facetQuery, filterCombinations } from '../catalog-urls.js';
import { freePort } from '../checkout-server.js';
import { get, summarize } from '../latency.js';
import { pageUrls } from '../page-load.js';
import { newEnvironment, processCpuMs, removeEnvironment, seed, startServer } from '../server-process.js';
import { loginHeaders } from '../session.js';

/*
 * Where the category page's tail comes from (a diagnostic, not part of `npm run bench`): the
 * page's six calls as page-load.ts fires them, each page's start and end in epoch ms, next to
 * the server's garbage collection pauses (gc-probe.mjs, loaded with --import), the server's own
 * time per request (Fastify's `responseTime` in its log) and this process's own pauses.
 *
 *   npm run page-tail -w @kodumasinad/bench
 *   BENCH_SIZES=100000 BENCH_DATABASE_URL=postgres://… PROBE_LOG_LEVEL=warn PROBE_V8_FLAGS=…
 */

type Pause = { start: number; ms: number; kind: number };
type Page = { start: number; end: number };

const KINDS: Record<number, string> = {
  1: 'scavenge',
  2: 'mark-compact',
  4: 'incremental mark',
  8: 'weak callbacks',
};
const probe = fileURLToPath(new URL('./gc-probe.mjs', import.meta.url));
const products = Number(process.env.BENCH_SIZES ?? 5000);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const databaseUrl = process.env.BENCH_DATABASE_URL ?? '';
const now = () => performance.timeOrigin + performance.now();
const round = (x: number) => Math.round(x * 100) / 100;
const mean = (xs: number[]) => (xs.length === 0 ? 0 : round(xs.reduce((a, b) => a + b, 0) / xs.length));

const clientPauses: Pause[] = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) {
    clientPauses.push({ start: performance.timeOrigin + e.startTime, ms: e.duration, kind: 0 });
  }
}).observe({ entryTypes: ['gc'] });

async function pages(next: () => string[], headers: Record<string, string>): Promise<Page[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 6 });
  const result: Page[] = [];
  const until = performance.now() + seconds * 1000;
  while (performance.now() < until) {
    const urls = next();
    const start = now();
    await Promise.all(urls.map((url) => get(agent, url, headers)));
    result.push({ start, end: now() });
  }
  agent.destroy();
  return result;
}

const overlap = (page: Page, pauses: Pause[]) =>
  pauses.reduce((sum, p) => {
    const from = Math.max(page.start, p.start);
    const to = Math.min(page.end, p.start + p.ms);
    return sum + Math.max(0, to - from);
  }, 0);

/** The server's time per request of one measurement (from its log): six per page, in page order. */
function serverTimes(log: string, marker: string): number[] {
  const urls = new Map<string, string>();
  const times: number[] = [];
  let inside = false;
  for (const line of log.split('\n')) {
    if (!line.startsWith('{')) continue;
    const entry = JSON.parse(line) as { reqId?: string; req?: { url?: string }; responseTime?: number };
    if (entry.reqId === undefined) continue;
    if (entry.req?.url !== undefined) {
      urls.set(entry.reqId, entry.req.url);
      if (entry.req.url.includes('mark=')) inside = entry.req.url.includes(marker);
      continue;
    }
    const url = urls.get(entry.reqId) ?? '';
    if (inside && entry.responseTime !== undefined && url.startsWith('/api/search/'))
      times.push(entry.responseTime);
  }
  return times;
}

function report(mode: string, list: Page[], server: number[], gc: Pause[], cpu: number): void {
  const totals = list.map((p) => p.end - p.start);
  const whole = summarize(totals);
  const perPage = list.map((_, i) => server.slice(i * 6, i * 6 + 6).reduce((a, b) => a + b, 0));
  const order = totals.map((_, i) => i).sort((a, b) => (totals[b] as number) - (totals[a] as number));
  const tail = order.slice(0, Math.max(1, Math.ceil(list.length / 100)));
  const middle = order.slice(Math.floor(list.length * 0.25), Math.floor(list.length * 0.75));
  const describe = (indexes: number[]) => ({
    pages: indexes.length,
    'page ms': mean(indexes.map((i) => totals[i] as number)),
    'server ms (6 calls)': mean(indexes.map((i) => perPage[i] as number)),
    'server GC ms in page': mean(indexes.map((i) => overlap(list[i]!, gc))),
    'with server GC': `${Math.round((indexes.filter((i) => overlap(list[i]!, gc) > 0).length / indexes.length) * 100)} %`,
    'client GC ms in page': mean(indexes.map((i) => overlap(list[i]!, clientPauses))),
  });
  console.log(
    `${mode}: ${list.length} pages, p50 ${whole.p50Ms} ms, p99 ${whole.p99Ms} ms, max ${whole.maxMs} ms; ` +
      `server CPU ${round(cpu / list.length)} ms per page; ${server.length / 6} pages found in the log`,
  );
  console.table({ 'middle half': describe(middle), 'slowest 1 %': describe(tail) });
}

function gcStats(gc: Pause[], spanMs: number): void {
  const byKind = new Map<number, number[]>();
  for (const p of gc) byKind.set(p.kind, [...(byKind.get(p.kind) ?? []), p.ms]);
  console.table(
    [...byKind].map(([kind, ms]) => ({
      kind: KINDS[kind] ?? kind,
      'per second': round(ms.length / (spanMs / 1000)),
      ...summarize(ms),
    })),
  );
}

const env = newEnvironment(databaseUrl);
try {
  seed(env, products);
  const gcFile = join(env.dataDir, 'gc.csv');
  const extra: Record<string, string> = { GC_PROBE_FILE: gcFile };
  if (process.env.PROBE_LOG_LEVEL) extra.LOG_LEVEL = process.env.PROBE_LOG_LEVEL;
  if (process.env.PROBE_V8_FLAGS) extra.PROBE_V8_FLAGS = process.env.PROBE_V8_FLAGS;
  const flags = ['--import', probe];
  if (process.env.PROBE_CPU_PROF) flags.push('--cpu-prof', '--cpu-prof-dir', process.env.PROBE_CPU_PROF);
  const server = await startServer(env, await freePort(), extra, flags);
  const base = server.url;
  const auth = await loginHeaders(base, 'anna@kodumasin.test', 'Demo1234!');
  const combinations = await filterCombinations(env, base, auth, COLD_POOL);
  const warm = pageUrls(base, facetQuery(await warmCombination(base, auth)));
  const next = cycle(combinations.map((c) => facetQuery(c)));
  const started = now();
  await fetch(`${base}/health?mark=warm`);
  const cpu0 = processCpuMs(server.pid);
  const warmPages = await pages(() => warm, auth);
  const cpu1 = processCpuMs(server.pid);
  await fetch(`${base}/health?mark=cold`);
  const cpu2 = processCpuMs(server.pid);
  const coldPages = await pages(() => pageUrls(base, next()), auth);
  const cpu3 = processCpuMs(server.pid);
  await fetch(`${base}/health?mark=end`);
  const span = now() - started;
  await server.stop();
  const gc = readFileSync(gcFile, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [start, ms, kind] = line.split(',').map(Number);
      return { start: start as number, ms: ms as number, kind: kind as number };
    })
    .filter((p) => p.start >= started);
  const log = readFileSync(server.logFile, 'utf8');
  console.log(`${databaseUrl === '' ? 'sqlite' : 'postgres'}, ${products} products, ${seconds} s per mode`);
  report('warm page', warmPages, serverTimes(log, 'mark=warm'), gc, cpu1 - cpu0);
  report('cold page', coldPages, serverTimes(log, 'mark=cold'), gc, cpu3 - cpu2);
  console.log('server GC pauses during both:');
  gcStats(gc, span);
  console.log('this process (the load generator):');
  gcStats(
    clientPauses.filter((p) => p.start >= started),
    span,
  );
} finally {
  removeEnvironment(env);
}
