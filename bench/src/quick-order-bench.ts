import { withSql } from './checkout-db.js';
import { freePort } from './checkout-server.js';
import { summarize, type Latency } from './latency.js';
import { newEnvironment, processCpuMs, removeEnvironment, seed, startServer } from './server-process.js';
import { loginHeaders } from './session.js';
import type { TargetCheck } from './targets.js';

/**
 * Quick order of 500 lines from paste to cart (issue 13): the buyer's two calls one after the
 * other, as the /kiirtellimus screen makes them — POST /api/quick-order/preview with the pasted
 * text, then POST /api/quick-order/add with the same lines — into an emptied cart each time.
 * 500 distinct products in the pasted forms the screen takes (`code qty`, `code;qty`,
 * `code<TAB>qty`, codes with spaces). Timed from the first request to the second reply.
 */
export interface QuickOrderRun {
  database: string;
  products: number;
  lines: number;
  /** Both calls, ms; and the preview alone. */
  total: Latency;
  preview: Latency;
  /** The server's CPU time for both calls, ms (median of the runs). */
  serverCpuMs: number;
  runs: number;
}

const LINES = 500;
const RUNS = 12;
const TARGET_MS = 1000;

export async function benchQuickOrder(
  database: { name: string; url: string },
  products: number,
): Promise<QuickOrderRun> {
  const env = newEnvironment(database.url);
  seed(env, products);
  const codes = await withSql(env, async (sql) =>
    (await sql.all('select code from products where price_cents > 0 order by id limit ?', [LINES])).map(
      (row) => String(row.code),
    ),
  );
  if (codes.length < LINES) throw new Error(`only ${codes.length} products to order`);
  const separators = [' ', ';', '\t'];
  const text = codes.map((code, i) => `${code}${separators[i % 3]}${(i % 4) + 1}`).join('\n');
  const port = Number(process.env.BENCH_PORT ?? (await freePort()));
  const server = await startServer(env, port);
  try {
    const auth = await loginHeaders(server.url, 'anna@kodumasin.test', 'Demo1234!');
    const post = async (path: string, body: unknown) => {
      const reply = await fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
      });
      const json = (await reply.json()) as Record<string, unknown>;
      if (!reply.ok) throw new Error(`${path}: ${reply.status} ${JSON.stringify(json).slice(0, 300)}`);
      return json;
    };
    const totals: number[] = [];
    const previews: number[] = [];
    const cpu: number[] = [];
    for (let run = 0; run < RUNS + 2; run++) {
      await post('/api/cart/clear', {});
      const cpuBefore = processCpuMs(server.pid);
      const start = performance.now();
      const preview = await post('/api/quick-order/preview', { text });
      const previewed = performance.now();
      const lines = preview.lines as { message: string | null }[];
      if (lines.length !== LINES || lines.some((line) => line.message !== null))
        throw new Error('the preview did not find every line');
      const added = await post('/api/quick-order/add', { text });
      const end = performance.now();
      if ((added.cart as { rows: unknown[] }).rows.length !== LINES)
        throw new Error('not every line went in');
      // The first two runs warm the JIT compiler up.
      if (run < 2) continue;
      totals.push(end - start);
      previews.push(previewed - start);
      cpu.push(processCpuMs(server.pid) - cpuBefore);
    }
    cpu.sort((a, b) => a - b);
    return {
      database: database.name,
      products,
      lines: LINES,
      total: summarize(totals),
      preview: summarize(previews),
      serverCpuMs: cpu[Math.floor(cpu.length / 2)] as number,
      runs: RUNS,
    };
  } finally {
    await server.stop();
    removeEnvironment(env);
  }
}

export function printQuickOrder(runs: QuickOrderRun[]): void {
  console.table(
    runs.map((r) => ({
      database: r.database,
      products: r.products,
      lines: r.lines,
      'paste → cart p50 / max ms': `${r.total.p50Ms} / ${r.total.maxMs}`,
      'preview p50 ms': r.preview.p50Ms,
      'server CPU ms': Math.round(r.serverCpuMs),
    })),
  );
}

/** 500 lines from paste to cart ≤ 1 s on SQLite, judged on the slowest of the runs. */
export function checkQuickOrder(runs: QuickOrderRun[]): TargetCheck[] {
  return runs
    .filter((r) => r.database === 'sqlite')
    .map((r) => ({
      target: `sqlite: quick order of ${r.lines} lines, paste to cart ≤ ${TARGET_MS} ms at ${r.products.toLocaleString('en')}`,
      measured: `${r.total.maxMs} ms (slowest of ${r.runs}; p50 ${r.total.p50Ms} ms, server CPU ${Math.round(r.serverCpuMs)} ms)`,
      ok: r.total.maxMs <= TARGET_MS,
    }));
}
