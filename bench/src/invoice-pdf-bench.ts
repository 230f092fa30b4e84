import { freePort } from './checkout-server.js';
import { sequentialLatency, type Latency } from './latency.js';
import { newEnvironment, removeEnvironment, seed, startServer } from './server-process.js';
import { loginHeaders } from './session.js';

/** Issue 13: an invoice's PDF (GET /api/invoices/{id}/pdf) at one connection; target p99 ≤ 100 ms. */
export interface InvoicePdfResult {
  database: string;
  invoices: number;
  bytes: number;
  latency: Latency;
}

export const INVOICE_PDF_P99_TARGET_MS = 100;

export async function benchInvoicePdf(
  database: { name: string; url: string },
  seconds: number,
): Promise<InvoicePdfResult> {
  const env = newEnvironment(database.url);
  try {
    seed(env, 5000);
    const server = await startServer(env, await freePort());
    try {
      const headers = await loginHeaders(server.url, 'anna@kodumasin.test', 'Demo1234!');
      const list = (await (await fetch(`${server.url}/api/invoices?per_page=100`, { headers })).json()) as {
        data: { id: number }[];
      };
      const urls = list.data.map((invoice) => `${server.url}/api/invoices/${invoice.id}/pdf`);
      if (urls.length === 0) throw new Error('no invoices to render');
      const first = await fetch(urls[0] as string, { headers });
      const bytes = (await first.arrayBuffer()).byteLength;
      let next = 0;
      const latency = await sequentialLatency(() => urls[next++ % urls.length] as string, headers, seconds);
      return { database: database.name, invoices: urls.length, bytes, latency };
    } finally {
      await server.stop();
    }
  } finally {
    removeEnvironment(env);
  }
}

export function printInvoicePdf(results: InvoicePdfResult[]): void {
  console.log(
    '\nInvoice PDF (GET /api/invoices/{id}/pdf, one connection, each of the company’s invoices in turn)',
  );
  for (const r of results) {
    console.log(
      `${r.database}: p50 ${r.latency.p50Ms} ms, p99 ${r.latency.p99Ms} ms, max ${r.latency.maxMs} ms, ` +
        `${r.latency.requests} requests over ${r.invoices} invoices, ${Math.round(r.bytes / 1024)} kB`,
    );
  }
}

export function checkInvoicePdf(result: InvoicePdfResult) {
  return {
    target: `invoice PDF p99 ≤ ${INVOICE_PDF_P99_TARGET_MS} ms (${result.database})`,
    measured: `${result.latency.p99Ms} ms`,
    ok: result.latency.p99Ms <= INVOICE_PDF_P99_TARGET_MS,
  };
}
