import autocannon from 'autocannon';
import { round2, sequentialLatency, type Latency, type UrlSource } from './latency.js';
import { processCpuMs } from './server-process.js';

export interface Measurement {
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Sequential requests the latency figures come from. */
  requests: number;
  /** Each round's p99 when the latency was measured in rounds (p50 and p99 are their medians). */
  p99Rounds: number[];
  /** The server's CPU time per sequential request (0 for a process not given). */
  cpuMs: number;
  rps10: number;
  errors: number;
}

/**
 * p50/p99 at one connection and requests/s at ten connections for GETs whose URLs come from
 * `next`: one URL again and again (warm), or a pool of distinct ones in random order (cold).
 * With `rounds` > 1 the latency is measured that many times back to back and the medians are
 * kept: a single p99 on a two-core machine that also runs the load generator moves by 2× between
 * runs of the same code (docs/performance.md), the median of three much less.
 */
export async function measure(
  next: UrlSource,
  headers: Record<string, string>,
  seconds: number,
  serverPid = 0,
  rounds = 1,
): Promise<Measurement> {
  const cpu = () => (serverPid > 0 ? processCpuMs(serverPid) : 0);
  const cpuBefore = cpu();
  const measured: Latency[] = [];
  for (let i = 0; i < rounds; i++) measured.push(await sequentialLatency(next, headers, seconds));
  const requests = measured.reduce((sum, m) => sum + m.requests, 0);
  const cpuMs = round2((cpu() - cpuBefore) / Math.max(1, requests));
  const ten = await atTenConnections(next, headers, seconds);
  return {
    p50Ms: median(measured.map((m) => m.p50Ms)),
    p99Ms: median(measured.map((m) => m.p99Ms)),
    maxMs: Math.max(...measured.map((m) => m.maxMs)),
    requests,
    p99Rounds: rounds > 1 ? measured.map((m) => m.p99Ms) : [],
    cpuMs,
    rps10: ten.rps,
    errors: ten.errors,
  };
}

/** The middle value (the upper middle of an even count). */
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** Requests/s (average) and failed requests at ten connections for GETs whose URLs come from `next`. */
export async function atTenConnections(
  next: UrlSource,
  headers: Record<string, string>,
  seconds: number,
): Promise<{ rps: number; errors: number }> {
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
  return { rps: Math.round(ten.requests.average), errors: ten.errors + ten.non2xx };
}
