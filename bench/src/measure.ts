import autocannon from 'autocannon';

export interface Measurement {
  scenario: string;
  p50Ms: number;
  p99Ms: number;
  rps10: number;
  errors: number;
}

async function run(url: string, headers: Record<string, string>, connections: number, seconds: number) {
  const result = await autocannon({ url, headers, connections, duration: seconds, pipelining: 1 });
  return result;
}

/** Latency at one connection (p50/p99) and throughput at ten connections for one GET. */
export async function measure(
  scenario: string,
  url: string,
  headers: Record<string, string>,
  seconds: number,
): Promise<Measurement> {
  const single = await run(url, headers, 1, seconds);
  const ten = await run(url, headers, 10, seconds);
  return {
    scenario,
    p50Ms: single.latency.p50,
    p99Ms: single.latency.p99,
    rps10: Math.round(ten.requests.average),
    errors: single.errors + ten.errors + single.non2xx + ten.non2xx,
  };
}
