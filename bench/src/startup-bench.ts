import { readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from './checkout-server.js';
import { round2 } from './latency.js';
import { newEnvironment, processCpuMs, removeEnvironment, seed, startServer } from './server-process.js';
import type { TargetCheck } from './targets.js';

/** Issue 25: a restarted process takes buyers again within a second. */
export const READY_TARGET_MS = 1000;
/** Starts of each kind; the figure is their median. */
const ROUNDS = 3;
const LOADED = 'catalogue index loaded from its file';

export interface StartupRun {
  database: string;
  products: number;
  /** From spawning the process to `/health/ready` answering 200, per start, in ms. */
  coldMs: number[];
  warmMs: number[];
  /**
   * The CPU time the process (all its threads) had used by then, in ms: unlike the wall clock it
   * does not grow when other work shares the machine's two cores.
   */
  coldCpuMs: number[];
  warmCpuMs: number[];
  /** The size of the index file the cold start wrote, in MiB (decision 085). */
  fileMib: number;
  /** Every warm start logged that it loaded the file (and no cold one did). */
  warmLoadedFile: boolean;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

function indexFiles(dataDir: string): string[] {
  try {
    return readdirSync(join(dataDir, 'catalog-index')).filter((name) => name.endsWith('.bin'));
  } catch {
    return [];
  }
}

/** Starts the compiled server, waits until `/health/ready` says 200 (asked every 10 ms), stops it. */
async function timedStart(
  start: () => ReturnType<typeof startServer>,
): Promise<{ ms: number; cpuMs: number; loaded: boolean }> {
  const started = performance.now();
  const server = await start();
  const ms = round2(performance.now() - started);
  const cpuMs = processCpuMs(server.pid);
  await server.stop();
  const loaded = readFileSync(server.logFile, 'utf8').includes(LOADED);
  return { ms, cpuMs, loaded };
}

/**
 * One database at one catalogue size: the time from starting the process to its readiness,
 * cold (no index file: the index is built, in the worker, and its file written) and warm (the
 * file of the unchanged catalogue is there and loaded), ROUNDS starts each.
 */
export async function benchStartup(
  database: { name: string; url: string },
  products: number,
): Promise<StartupRun> {
  const env = newEnvironment(database.url);
  seed(env, products);
  const port = Number(process.env.BENCH_PORT ?? (await freePort()));
  // Stopping drains for 2 s in production; nothing is sent to it, so that wait is left out.
  const start = () =>
    startServer(env, port, { SHUTDOWN_DRAIN_MS: '0' }, [], { path: '/health/ready', everyMs: 10 });
  const run: StartupRun = {
    database: database.name,
    products,
    coldMs: [],
    warmMs: [],
    coldCpuMs: [],
    warmCpuMs: [],
    fileMib: 0,
    warmLoadedFile: true,
  };
  try {
    for (let round = 0; round < ROUNDS; round++) {
      rmSync(join(env.dataDir, 'catalog-index'), { recursive: true, force: true });
      const cold = await timedStart(start);
      run.coldMs.push(cold.ms);
      run.coldCpuMs.push(cold.cpuMs);
      if (cold.loaded) run.warmLoadedFile = false;
    }
    const files = indexFiles(env.dataDir);
    const file = files[0];
    if (files.length !== 1 || file === undefined)
      throw new Error(`expected one index file, found ${files.join(', ')}`);
    run.fileMib = Math.round(statSync(join(env.dataDir, 'catalog-index', file)).size / 1024 / 102.4) / 10;
    for (let round = 0; round < ROUNDS; round++) {
      const warm = await timedStart(start);
      run.warmMs.push(warm.ms);
      run.warmCpuMs.push(warm.cpuMs);
      if (!warm.loaded) run.warmLoadedFile = false;
    }
  } finally {
    removeEnvironment(env);
  }
  return run;
}

export function printStartup(runs: readonly StartupRun[]): void {
  console.log(
    '\nstart to ready (/health/ready 200), median of starts; cold: index built, warm: its file loaded',
  );
  for (const run of runs) {
    console.log(
      `${run.database}, ${run.products} products: cold ${median(run.coldMs)} ms (CPU ${median(run.coldCpuMs)} ms),` +
        ` warm ${median(run.warmMs)} ms (CPU ${median(run.warmCpuMs)} ms); file ${run.fileMib} MiB` +
        `${run.warmLoadedFile ? '' : ', NOT LOADED'}; each start: cold ${run.coldMs.join(' / ')}, warm ${run.warmMs.join(' / ')}`,
    );
  }
}

export function checkStartup(runs: readonly StartupRun[]): TargetCheck[] {
  return runs.map((run) => ({
    target: `restart to ready ≤ ${READY_TARGET_MS} ms, ${run.products} products (${run.database}, index file present)`,
    measured: `${median(run.warmMs)} ms${run.warmLoadedFile ? '' : ' (file not loaded)'}`,
    ok: run.warmLoadedFile && median(run.warmMs) <= READY_TARGET_MS,
  }));
}
