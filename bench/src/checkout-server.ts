import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { processMemoryMb, serverNodeFlags, type Environment } from './server-process.js';

const serverDist = fileURLToPath(new URL('../../apps/server/dist/', import.meta.url));
const WARN_LEVEL = 40;
const KEPT_LOG_LINES = 5;

export interface CheckoutServer {
  url: string;
  /** Resident and peak resident memory of the server process (MB). */
  memoryMb(): { rss: number; peak: number };
  /** Server log lines at warn level or above (pino JSON in production), and the first few. */
  warnings(): { count: number; samples: string[] };
  stop(): Promise<void>;
}

/** A port nobody listens on now: other benches may run on this machine at the same time. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

async function healthy(url: string, exitCode: () => number | null, log: string[]): Promise<void> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (exitCode() !== null) throw new Error(`server exited with ${exitCode()}: ${log.join('\n')}`);
    const ok = await fetch(`${url}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    if (Date.now() > deadline) throw new Error('server did not become healthy in 120 s');
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * The compiled server as server-process.ts starts it (production, lifted rate limits), plus what a
 * purchase needs: the built-in test bank (off by default in production) and APP_URL naming the
 * loopback address, because the bank posts back to APP_URL/payments/return/testbank.
 */
export async function startCheckoutServer(env: Environment, port: number): Promise<CheckoutServer> {
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...serverNodeFlags(), join(serverDist, 'main.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      APP_URL: url,
      DATA_DIR: env.dataDir,
      DATABASE_URL: env.databaseUrl,
      LOG_LEVEL: 'warn',
      // Every buyer logs in from the same address.
      RATE_LIMIT_IP: '100000',
      RATE_LIMIT_LOGIN_FAILURES: '100000',
      TEST_BANK_ENABLED: 'true',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let warningCount = 0;
  const samples: string[] = [];
  const collect = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (line.trim() === '') continue;
      let level = WARN_LEVEL;
      try {
        level = (JSON.parse(line) as { level?: number }).level ?? WARN_LEVEL;
      } catch {
        // Not pino JSON (a crash trace): count it as a warning.
      }
      if (level < WARN_LEVEL) continue;
      warningCount += 1;
      if (samples.length < KEPT_LOG_LINES) samples.push(line.slice(0, 500));
    }
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);

  try {
    await healthy(url, () => child.exitCode, samples);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    url,
    memoryMb: () => processMemoryMb(child.pid ?? 0),
    warnings: () => ({ count: warningCount, samples: [...samples] }),
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
