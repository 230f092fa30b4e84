import autocannon from 'autocannon';
import { round2, sequentialLatency, type UrlSource } from './latency.js';
import { processCpuMs } from './server-process.js';

export interface Measurement {
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Sequential requests the latency figures come from. */
  requests: number;
  /** The server's CPU time per sequential request (0 for a process not given). */
  cpuMs: number;
  rps10: number;
  errors: number;
}

/**
 * p50/p99 at one connection and requests/s at ten connections for GETs whose URLs come from
 * `next`: one URL again and again (warm), or a pool of distinct ones in random order (cold).
 */
export async function measure(
  next: UrlSource,
  headers: Record<string, string>,
  seconds: number,
  serverPid = 0,
): Promise<Measurement> {
  const cpu = () => (serverPid > 0 ? processCpuMs(serverPid) : 0);
  const cpuBefore = cpu();
  const single = await sequentialLatency(next, headers, seconds);
  const cpuMs = round2((cpu() - cpuBefore) / Math.max(1, single.requests));
  const first = new URL(next());
  const ten = await autocannon({
    url: first.origin,
    headers,
    connections: 10,
    duration: seconds,
    pipelining: 1,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => {
          const url = new URL(next());
          return { ...request, path: `${url.pathname}${url.search}` };
        },
      },
    ],
  });
  return {
    p50Ms: single.p50Ms,
    p99Ms: single.p99Ms,
    maxMs: single.maxMs,
    requests: single.requests,
    cpuMs,
    rps10: Math.round(ten.requests.average),
    errors: ten.errors + ten.non2xx,
  };
}
