import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDist = fileURLToPath(new URL('../../apps/server/dist/', import.meta.url));
/** The V8 flags the server is always started with (apps/server/node-flags.json, decision 010). */
export const serverNodeFlags = (): string[] =>
  JSON.parse(readFileSync(new URL('../../apps/server/node-flags.json', import.meta.url), 'utf8')) as string[];

export interface RunningServer {
  url: string;
  /** Resident memory now and its peak since the start (VmHWM), in MB. */
  memoryMb(): { rss: number; peak: number };
  stop(): Promise<void>;
}

export interface Environment {
  dataDir: string;
  databaseUrl: string;
}

export function newEnvironment(databaseUrl = ''): Environment {
  return { dataDir: mkdtempSync(join(tmpdir(), 'kms-bench-')), databaseUrl };
}

function serverEnv(env: Environment, port: number): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: env.dataDir,
    DATABASE_URL: env.databaseUrl,
    LOG_LEVEL: 'warn',
    // The load tests log in many buyers from one address.
    RATE_LIMIT_IP: '100000',
    RATE_LIMIT_LOGIN_FAILURES: '100000',
    RATE_LIMIT_ACCOUNT_ATTEMPTS: '100000',
  };
}

/** Wipes and seeds the environment's database with the demo data and `products` products; returns seconds. */
export function seed(env: Environment, products: number): number {
  const result = spawnSync(
    process.execPath,
    [join(serverDist, 'db/seed/cli.js'), '--products', String(products)],
    {
      env: serverEnv(env, 0),
      encoding: 'utf8',
    },
  );
  if (result.status !== 0) throw new Error(`seeding failed: ${result.stderr || result.stdout}`);
  // The seed command reports the time of the seeding itself, without the process start.
  const seconds = / in ([\d.]+) s\./.exec(result.stdout)?.[1];
  if (seconds === undefined) throw new Error(`the seed command did not report its time: ${result.stdout}`);
  return Number(seconds);
}

/** Starts the compiled server on loopback against the environment's database. */
export async function startServer(env: Environment, port: number): Promise<RunningServer> {
  const child: ChildProcess = spawn(process.execPath, [...serverNodeFlags(), join(serverDist, 'main.js')], {
    env: serverEnv(env, port),
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error('server did not become healthy in 120 s');
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    memoryMb: () => processMemoryMb(child.pid ?? 0),
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** A process's resident memory now (VmRSS) and at its peak (VmHWM), in MB. */
export function processMemoryMb(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const mb = (field: string) =>
    Math.round(Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024);
  return { rss: mb('VmRSS'), peak: mb('VmHWM') };
}

export function removeEnvironment(env: Environment): void {
  rmSync(env.dataDir, { recursive: true, force: true });
}
