import { freePort } from './checkout-server.js';
import { sequentialLatency, type Latency } from './latency.js';
import { newEnvironment, removeEnvironment, seed, startServer } from './server-process.js';
import { loginHeaders } from './session.js';

const PDF_ROWS = 50;
const PDF_CATALOGUE = 5000;
/** Issue 12: a 50-row offer's PDF, p99 at one connection. */
export const PDF_P99_TARGET_MS = 150;

export interface PdfRun {
  database: string;
  rows: number;
  bytes: number;
  latency: Latency;
}

async function call(base: string, headers: Record<string, string>, path: string, body?: unknown) {
  const res = await fetch(`${base}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { ...headers, 'content-type': 'application/json', accept: 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  return res.json() as Promise<Record<string, unknown>>;
}

/**
 * Anna makes an offer of 50 catalogue rows (found through the search she would use), then the
 * offer's PDF (GET /api/offers/{id}/pdf: rows, totals, logo, rendering) is fetched one after
 * another for `seconds`.
 */
export async function benchPdf(database: { name: string; url: string }, seconds: number): Promise<PdfRun> {
  const env = newEnvironment(database.url);
  seed(env, PDF_CATALOGUE);
  const server = await startServer(env, Number(process.env.BENCH_PORT ?? (await freePort())));
  try {
    const headers = await loginHeaders(server.url, 'anna@kodumasin.test', 'Demo1234!');
    const offer = (await call(server.url, headers, '/api/offers/add', { title: 'Võrdlustest' })).offer as {
      id: number;
    };
    const ids = new Set<number>();
    for (const word of [
      'pesumasin',
      'külmik',
      'ahi',
      'nõudepesumasin',
      'pliidiplaat',
      'õhupuhasti',
      'kuivati',
    ]) {
      const reply = (await call(
        server.url,
        headers,
        `/api/search/json?query=${encodeURIComponent(word)}`,
      )) as {
        results: { id: number }[];
      };
      for (const product of reply.results) ids.add(product.id);
    }
    const rows = [...ids].slice(0, PDF_ROWS);
    while (rows.length < PDF_ROWS) rows.push(rows[rows.length % Math.max(1, ids.size)] ?? 1);
    for (const productId of rows)
      await call(server.url, headers, '/api/offers/row/add', { id: offer.id, product_id: productId });
    const url = `${server.url}/api/offers/${offer.id}/pdf`;
    const first = await fetch(url, { headers });
    const bytes = (await first.arrayBuffer()).byteLength;
    const latency = await sequentialLatency(() => url, headers, seconds);
    return { database: database.name, rows: PDF_ROWS, bytes, latency };
  } finally {
    await server.stop();
    removeEnvironment(env);
  }
}

export function printPdf(runs: readonly PdfRun[]): void {
  for (const run of runs) {
    console.log(
      `offer PDF, ${run.rows} rows (${Math.round(run.bytes / 1024)} kB), ${run.database}: p50 ${run.latency.p50Ms} ms, p99 ${run.latency.p99Ms} ms, ${run.latency.requests} requests`,
    );
  }
}

export function checkPdf(run: PdfRun) {
  return {
    target: `offer PDF of ${run.rows} rows p99 ≤ ${PDF_P99_TARGET_MS} ms (${run.database})`,
    measured: `${run.latency.p99Ms} ms`,
    ok: run.latency.p99Ms <= PDF_P99_TARGET_MS,
  };
}
