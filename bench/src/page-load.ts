import http from 'node:http';
import { get, round2, summarize, type Latency } from './latency.js';
import { processCpuMs } from './server-process.js';

/**
 * The calls the category screen makes at once when a filtered category page opens
 * (apps/web/src/features/catalog: the listing, the filter sidebar's four facet calls and the
 * selected-filter chips), each with the query the browser sends.
 */
export const PAGE_CALLS = [
  'category',
  'properties',
  'measures',
  'value-ranges',
  'price-range',
  'selected-filters',
] as const;

export function pageUrls(baseUrl: string, facetQuery: string): string[] {
  return PAGE_CALLS.map(
    (call) =>
      `${baseUrl}/api/search/${call}?${facetQuery}${call === 'category' ? '&per_page=28&page=1' : ''}`,
  );
}

export interface PageMeasurement extends Latency {
  /** Per call: its own p50/p99 inside the page, and how often it was the last to answer in the slowest 1 %. */
  calls: { call: string; p50Ms: number; p99Ms: number; lastInTail: number }[];
  /** Reply bytes of one page (all six calls), the median. */
  bytes: number;
  /** The server's CPU time per page. */
  cpuMs: number;
}

/**
 * Page after page for `seconds`: the six calls fired together on six keep-alive connections, as
 * a browser does over HTTP/1.1; a page's time runs until its last reply has been read.
 */
export async function measurePages(
  nextPage: () => string[],
  headers: Record<string, string>,
  seconds: number,
  serverPid: number,
): Promise<PageMeasurement> {
  const cpuBefore = processCpuMs(serverPid);
  const agent = new http.Agent({ keepAlive: true, maxSockets: PAGE_CALLS.length });
  const pages: { total: number; calls: number[]; bytes: number }[] = [];
  const until = performance.now() + seconds * 1000;
  try {
    while (performance.now() < until) {
      const urls = nextPage();
      const started = process.hrtime.bigint();
      const calls = await Promise.all(
        urls.map(async (url) => {
          const bytes = await get(agent, url, headers);
          return { ms: Number(process.hrtime.bigint() - started) / 1e6, bytes };
        }),
      );
      pages.push({
        total: Number(process.hrtime.bigint() - started) / 1e6,
        calls: calls.map((c) => c.ms),
        bytes: calls.reduce((sum, c) => sum + c.bytes, 0),
      });
    }
  } finally {
    agent.destroy();
  }
  const cpuMs = round2((processCpuMs(serverPid) - cpuBefore) / Math.max(1, pages.length));
  const whole = summarize(pages.map((p) => p.total));
  const tail = [...pages]
    .sort((a, b) => b.total - a.total)
    .slice(0, Math.max(1, Math.ceil(pages.length / 100)));
  const bytes = pages.map((p) => p.bytes).sort((a, b) => a - b);
  return {
    ...whole,
    cpuMs,
    bytes: bytes[Math.floor(bytes.length / 2)] ?? 0,
    calls: PAGE_CALLS.map((call, i) => {
      const own = summarize(pages.map((p) => p.calls[i] as number));
      const last = tail.filter((p) => Math.max(...p.calls) === p.calls[i]).length;
      return { call, p50Ms: round2(own.p50Ms), p99Ms: round2(own.p99Ms), lastInTail: last };
    }),
  };
}
