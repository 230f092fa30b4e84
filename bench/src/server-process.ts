import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDist = fileURLToPath(new URL('../../apps/server/dist/', import.meta.url));
/** The V8 flags the server is always started with (apps/server/node-flags.json, decision 010). */
export const serverNodeFlags = (): string[] =>
  JSON.parse(readFileSync(new URL('../../apps/server/node-flags.json', import.meta.url), 'utf8')) as string[];

/** The environment the server is always started with (apps/server/process-env.json, decision 012). */
const serverProcessEnv = (): Record<string, string> =>
  JSON.parse(readFileSync(new URL('../../apps/server/process-env.json', import.meta.url), 'utf8')) as Record<
    string,
    string
  >;

export interface LogSize {
  bytes: number;
  lines: number;
}

export interface RunningServer {
  url: string;
  pid: number;
  /** Resident memory now and its peak since the start (VmHWM), in MB. */
  memoryMb(): { rss: number; peak: number };
  /** The log this start has written so far (stdout and stderr, at the default level). */
  logFile: string;
  logSize(): LogSize;
  /** Stops gracefully (SIGTERM), as a deployment would. */
  stop(): Promise<void>;
  /** Kills at once (SIGKILL), as a power cut or the OOM killer would. */
  kill(): Promise<void>;
}

export interface Environment {
  dataDir: string;
  databaseUrl: string;
}

export function newEnvironment(databaseUrl = ''): Environment {
  return { dataDir: mkdtempSync(join(tmpdir(), 'kms-bench-')), databaseUrl };
}

function serverEnv(env: Environment, port: number, extra: Record<string, string>): NodeJS.ProcessEnv {
  const inherited = { ...process.env };
  // The server logs at its own default level (info in production), so the log's cost is measured.
  delete inherited.LOG_LEVEL;
  return {
    ...inherited,
    ...serverProcessEnv(),
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: env.dataDir,
    DATABASE_URL: env.databaseUrl,
    // The load tests log in many buyers from one address.
    RATE_LIMIT_IP: '100000',
    RATE_LIMIT_LOGIN_FAILURES: '100000',
    RATE_LIMIT_ACCOUNT_ATTEMPTS: '100000',
    // Production refuses to start without the TOTP secrets' key (decision 052).
    STAFF_TOTP_KEY: '0'.repeat(64),
    // The load signs in as the demo buyers, which production seeds only when asked (decision 087).
    DEMO_DATA: 'true',
    ...extra,
  };
}

/**
 * The command that starts the compiled server, as `npm start` does. `flags` adds Node or V8
 * flags for a diagnostic run (page-tail.ts), never for the bench's figures.
 */
function serverCommand(flags: string[]): string[] {
  return [...serverNodeFlags(), ...flags, join(serverDist, 'main.js')];
}

/** Wipes and seeds the environment's database with the demo data and `products` products; returns seconds. */
export function seed(env: Environment, products: number): number {
  const result = spawnSync(
    process.execPath,
    [join(serverDist, 'db/seed/cli.js'), '--products', String(products)],
    { env: { ...serverEnv(env, 0, {}), LOG_LEVEL: 'warn' }, encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`seeding failed: ${result.stderr || result.stdout}`);
  // The seed command reports the time of the seeding itself, without the process start.
  const seconds = / in ([\d.]+) s\./.exec(result.stdout)?.[1];
  if (seconds === undefined) throw new Error(`the seed command did not report its time: ${result.stdout}`);
  settle(env);
  return Number(seconds);
}

/**
 * After a bulk load PostgreSQL's autovacuum would vacuum and analyse the new tables a minute later,
 * in the middle of a measurement, taking one of the two cores from the server and the load
 * generator. Doing it now, outside the timed seeding, keeps that work out of every figure.
 */
function settle(env: Environment): void {
  if (!env.databaseUrl.startsWith('postgres')) return;
  const result = spawnSync('psql', [env.databaseUrl, '-qc', 'vacuum (analyze)'], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`vacuum after seeding failed: ${result.stderr}`);
}

function logSize(file: string): LogSize {
  try {
    const text = readFileSync(file, 'utf8');
    return { bytes: statSync(file).size, lines: text.split('\n').filter((l) => l !== '').length };
  } catch {
    return { bytes: 0, lines: 0 };
  }
}

let starts = 0;

/**
 * Starts the compiled server on loopback against the environment's database, its log going to a
 * file of its own in the environment's directory. `extra` adds environment variables, `flags`
 * Node flags; `until` is what it waits for (`/health`, asked every 200 ms, by default).
 */
export async function startServer(
  env: Environment,
  port: number,
  extra: Record<string, string> = {},
  flags: string[] = [],
  until: { path: string; everyMs: number } = { path: '/health', everyMs: 200 },
): Promise<RunningServer> {
  const logFile = join(env.dataDir, `server-${++starts}.log`);
  const log = openSync(logFile, 'a');
  const child: ChildProcess = spawn(process.execPath, serverCommand(flags), {
    env: serverEnv(env, port, extra),
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`server exited with ${child.exitCode}: ${readFileSync(logFile, 'utf8').slice(-2000)}`);
    }
    const ok = await fetch(`${url}${until.path}`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not answer ${until.path} in 120 s`);
    }
    await new Promise((r) => setTimeout(r, until.everyMs));
  }
  const running = () => child.exitCode === null && child.signalCode === null;
  return {
    url,
    pid: child.pid ?? 0,
    memoryMb: () => processMemoryMb(child.pid ?? 0),
    logFile,
    logSize: () => logSize(logFile),
    async stop() {
      if (!running()) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
    async kill() {
      if (!running()) return;
      child.kill('SIGKILL');
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

/** CPU time a process has used so far (user and system), in ms: robust to a busy machine, unlike latency. */
export function processCpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  // utime and stime (fields 14 and 15 of stat) in clock ticks of 10 ms.
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

export function removeEnvironment(env: Environment): void {
  rmSync(env.dataDir, { recursive: true, force: true });
}
