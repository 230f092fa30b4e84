import { readFileSync } from 'node:fs';

/**
 * V8 flags the server is started with (decision 010), set on the node command line by every
 * start command: `npm start`, the browser tests and the benchmarks read this same list. V8
 * only reads heap settings at start, and `--heap-growing-percent` is not allowed in NODE_OPTIONS.
 * - `--heap-growing-percent=30`: a full collection runs when the old generation reaches 1.3×
 *   what was live after the last one, instead of up to 4×. Under load every minor collection
 *   promotes the objects of the requests in flight; with V8's default growth the old generation
 *   filled with that garbage (at 100,000 products RSS climbed from 215 MB to 360 MB).
 * - `--max-semi-space-size=8` (MB): caps the young generation. Under a burst of requests V8 grows
 *   each semi-space to 16 MB; a request's young objects are garbage within milliseconds, so the
 *   larger space bought little but resident memory (decision 056).
 * - `--expose-gc`: lets `collectGarbage` run a full collection after a catalogue build.
 */
export const NODE_FLAGS: readonly string[] = JSON.parse(
  readFileSync(new URL('../../node-flags.json', import.meta.url), 'utf8'),
) as string[];

/**
 * Environment the server process is started with (decision 012), set by every start command like
 * NODE_FLAGS: glibc reads it only when the process starts.
 * - `MALLOC_ARENA_MAX=2`: argon2 runs on libuv's worker threads and each thread's first
 *   allocation gives it a malloc arena of its own, which keeps the 19 MiB of a finished hash
 *   instead of returning it; with four workers a login burst at 100,000 products rose from 274 to
 *   330 MB. With two arenas the same burst peaked at 240 MB and the server idled 55 MB lower.
 */
export const PROCESS_ENV: Readonly<Record<string, string>> = JSON.parse(
  readFileSync(new URL('../../process-env.json', import.meta.url), 'utf8'),
) as Record<string, string>;

/** The variables of PROCESS_ENV this process was not started with (or with another value). */
export function missingProcessEnv(env: NodeJS.ProcessEnv = process.env): string[] {
  return Object.entries(PROCESS_ENV)
    .filter(([name, value]) => env[name] !== value)
    .map(([name, value]) => `${name}=${value}`);
}

/** The flags of NODE_FLAGS this process was not started with. */
export function missingNodeFlags(execArgv: readonly string[] = process.execArgv): string[] {
  return NODE_FLAGS.filter((flag) => !execArgv.includes(flag));
}

/**
 * Runs a full, compacting garbage collection now, when the process was started with
 * `--expose-gc`; returns whether it ran. After building the catalogue index the heap holds the
 * build's garbage and V8 may wait long before collecting it; collecting right away gives the
 * memory back (at 100,000 products about 60 MB of RSS) for a pause of some tens of ms, once per
 * catalogue version.
 */
export function collectGarbage(): boolean {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (typeof gc !== 'function') return false;
  gc();
  return true;
}
