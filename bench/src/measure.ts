import autocannon from 'autocannon';
import { sequentialLatency } from './latency.js';

export interface Measurement {
  scenario: string;
  p50Ms: number;
  p99Ms: number;
  rps10: number;
  errors: number;
}

/** p50/p99 at one connection and requests/s at ten connections for one GET. */
export async function measure(
  scenario: string,
  url: string,
  headers: Record<string, string>,
  seconds: number,
): Promise<Measurement> {
  const single = await sequentialLatency(url, headers, seconds);
  const ten = await autocannon({ url, headers, connections: 10, duration: seconds, pipelining: 1 });
  return {
    scenario,
    p50Ms: single.p50Ms,
    p99Ms: single.p99Ms,
    rps10: Math.round(ten.requests.average),
    errors: ten.errors + ten.non2xx,
  };
}
