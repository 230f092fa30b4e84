import http from 'node:http';

export interface Latency {
  p50Ms: number;
  p99Ms: number;
  requests: number;
}

/**
 * Latency at one connection with microsecond resolution (autocannon rounds to whole
 * milliseconds, too coarse for a 5 ms budget): sequential keep-alive requests for `seconds`.
 */
export async function sequentialLatency(
  url: string,
  headers: Record<string, string>,
  seconds: number,
): Promise<Latency> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const samples: number[] = [];
  const until = performance.now() + seconds * 1000;
  const target = new URL(url);
  try {
    while (performance.now() < until) {
      const started = process.hrtime.bigint();
      const status = await new Promise<number>((resolve, reject) => {
        const req = http.request(target, { agent, headers }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        });
        req.on('error', reject);
        req.end();
      });
      if (status !== 200) throw new Error(`${url} answered ${status}`);
      samples.push(Number(process.hrtime.bigint() - started) / 1e6);
    }
  } finally {
    agent.destroy();
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? 0;
  const round = (ms: number) => Math.round(ms * 100) / 100;
  return { p50Ms: round(at(0.5)), p99Ms: round(at(0.99)), requests: samples.length };
}
