import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { startServer, type Environment, type RunningServer } from './server-process.js';

const WARN_LEVEL = 40;
const KEPT_LOG_LINES = 5;

export interface CheckoutServer extends RunningServer {
  /** Server log lines at warn level or above (pino JSON in production), and the first few. */
  warnings(): { count: number; samples: string[] };
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

/** Lines of a server log at warn level or above; anything that is not pino JSON (a crash trace) counts. */
export function logWarnings(file: string): { count: number; samples: string[] } {
  let text = '';
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return { count: 0, samples: [] };
  }
  let count = 0;
  const samples: string[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    let level = WARN_LEVEL;
    try {
      level = (JSON.parse(line) as { level?: number }).level ?? WARN_LEVEL;
    } catch {
      // Not pino JSON: count it as a warning.
    }
    if (level < WARN_LEVEL) continue;
    count += 1;
    if (samples.length < KEPT_LOG_LINES) samples.push(line.slice(0, 500));
  }
  return { count, samples };
}

/**
 * The compiled server as server-process.ts starts it (production, lifted rate limits), plus what a
 * purchase needs: the built-in test bank (off by default in production) and APP_URL naming the
 * loopback address, because the bank posts back to APP_URL/payments/return/testbank.
 */
export async function startCheckoutServer(env: Environment, port: number): Promise<CheckoutServer> {
  const url = `http://127.0.0.1:${port}`;
  const server = await startServer(env, port, { APP_URL: url, TEST_BANK_ENABLED: 'true' });
  return { ...server, warnings: () => logWarnings(server.logFile) };
}
