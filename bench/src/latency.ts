import http from 'node:http';

export interface Latency {
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  requests: number;
}

/** The URL of the next request: the same one every time (warm) or the next of a pool (cold). */
export type UrlSource = () => string;

export const round2 = (ms: number) => Math.round(ms * 100) / 100;

/** p50, p99 and the maximum of millisecond samples (nearest rank). */
export function summarize(samples: number[]): Latency {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return {
    p50Ms: round2(at(0.5)),
    p99Ms: round2(at(0.99)),
    maxMs: round2(sorted.at(-1) ?? 0),
    requests: sorted.length,
  };
}

/** One GET on a keep-alive agent; resolves with the body's length once the whole body is read. */
export function get(agent: http.Agent, url: string, headers: Record<string, string>): Promise<number> {
  return new Promise<number>((resolve, reject) => {
    const req = http.request(url, { agent, headers }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () =>
        res.statusCode === 200 ? resolve(bytes) : reject(new Error(`${url} answered ${res.statusCode}`)),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * Latency at one connection with microsecond resolution (autocannon rounds to whole
 * milliseconds, too coarse for a 5 ms budget): sequential keep-alive requests for `seconds`.
 */
export async function sequentialLatency(
  next: UrlSource,
  headers: Record<string, string>,
  seconds: number,
): Promise<Latency> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const samples: number[] = [];
  const until = performance.now() + seconds * 1000;
  try {
    while (performance.now() < until) {
      const url = next();
      const started = process.hrtime.bigint();
      await get(agent, url, headers);
      samples.push(Number(process.hrtime.bigint() - started) / 1e6);
    }
  } finally {
    agent.destroy();
  }
  return summarize(samples);
}
