import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker, type ResourceLimits } from 'node:worker_threads';
import { WORKER_READY } from './worker-jobs.js';

/**
 * A small pool of worker threads for CPU- and memory-hungry work on untrusted input (decision
 * 062): reading uploaded spreadsheets and CSV files now, catalogue imports next. The main thread
 * only queues jobs and waits, so a hostile file never stalls other requests. Each job runs under
 * a time limit (the worker is terminated and replaced when it passes it) and V8 heap limits
 * (`resourceLimits`: a worker that runs out of memory dies alone). The queue is bounded too: when
 * it is full a job is refused at once rather than waiting behind a flood. Worker modules answer
 * through `serveJobs` (worker-jobs.ts), which says when the worker is ready: a job's clock starts
 * then, so a slow start (tsx under tests) is not counted against it.
 */

export interface WorkerPoolOptions {
  /** The worker module (its .ts source under tests and tsx, the compiled .js in production). */
  script: URL;
  size: number;
  /** Jobs waiting for a worker at most; more are refused with 'busy'. */
  maxQueue: number;
  timeoutMs: number;
  /** An idle worker ends after this long, giving its memory back (decision 056's budget). */
  idleMs: number;
  resourceLimits: ResourceLimits;
}

/** Why a job produced no answer. */
export type WorkerFailure = 'timeout' | 'memory' | 'crashed' | 'busy';

export class WorkerJobError extends Error {
  constructor(readonly failure: WorkerFailure) {
    super(`worker job failed: ${failure}`);
  }
}

interface Job {
  message: unknown;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

interface Slot {
  worker: Worker;
  job: Job | null;
  timer: NodeJS.Timeout | null;
  idle: NodeJS.Timeout | null;
  /** The worker's module has loaded and said so. */
  ready: boolean;
}

/** A worker that has not said it is ready after this long is broken. */
const START_LIMIT_MS = 60_000;

/** The ESM entry of tsx's API, to run a .ts worker when the server itself runs from source. */
function tsxApiUrl(): string {
  const require = createRequire(import.meta.url);
  const manifest = require.resolve('tsx/package.json');
  const pkg = JSON.parse(readFileSync(manifest, 'utf8')) as {
    exports: Record<string, { import?: { default?: string } }>;
  };
  const entry = pkg.exports['./esm/api']?.import?.default ?? './dist/esm/api/index.mjs';
  return pathToFileURL(join(dirname(manifest), entry)).href;
}

export function startWorker(script: URL, resourceLimits: ResourceLimits): Worker {
  if (!script.pathname.endsWith('.ts')) return new Worker(script, { resourceLimits });
  // From source (tests, `npm run dev`): register tsx inside the worker, then load the module.
  const code =
    `import(${JSON.stringify(tsxApiUrl())})` +
    `.then((tsx) => { tsx.register(); return import(${JSON.stringify(script.href)}); })`;
  return new Worker(code, { eval: true, resourceLimits });
}

export class WorkerPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Job[] = [];
  private closed = false;

  constructor(private readonly options: WorkerPoolOptions) {}

  /** The worker's answer to `message`; WorkerJobError when it timed out, died or the queue is full. */
  run<T>(message: unknown): Promise<T> {
    if (this.closed) return Promise.reject(new WorkerJobError('crashed'));
    return new Promise<T>((resolve, reject) => {
      const job: Job = { message, resolve: resolve as (value: unknown) => void, reject };
      const idle = this.idleSlot();
      if (idle !== null) return this.dispatch(idle, job);
      if (this.queue.length >= this.options.maxQueue) return reject(new WorkerJobError('busy'));
      this.queue.push(job);
    });
  }

  /** Ends every worker; pending jobs fail. */
  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new WorkerJobError('crashed'));
    await Promise.all(
      this.slots.splice(0).map(async (slot) => {
        this.finish(slot, new WorkerJobError('crashed'));
        await slot.worker.terminate();
      }),
    );
  }

  private idleSlot(): Slot | null {
    const idle = this.slots.find((slot) => slot.job === null);
    if (idle !== undefined) return idle;
    if (this.slots.length >= this.options.size) return null;
    const slot = this.spawn();
    this.slots.push(slot);
    return slot;
  }

  private spawn(): Slot {
    const worker = startWorker(this.options.script, this.options.resourceLimits);
    // Idle workers never keep the process alive.
    worker.unref();
    const slot: Slot = { worker, job: null, timer: null, idle: null, ready: false };
    worker.on('message', (reply: unknown) => {
      if (!slot.ready && reply === WORKER_READY) {
        slot.ready = true;
        if (slot.job !== null) this.start(slot, slot.job);
        return;
      }
      this.finish(slot, null, reply);
      this.next(slot);
    });
    worker.on('error', (error: Error & { code?: string }) => {
      this.replace(slot, error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'memory' : 'crashed');
    });
    worker.on('exit', () => {
      this.replace(slot, 'crashed');
    });
    return slot;
  }

  private dispatch(slot: Slot, job: Job): void {
    if (slot.idle !== null) clearTimeout(slot.idle);
    slot.idle = null;
    slot.job = job;
    slot.worker.ref();
    if (slot.ready) return this.start(slot, job);
    slot.timer = setTimeout(() => {
      this.replace(slot, 'crashed');
    }, START_LIMIT_MS);
  }

  /** Hands a ready worker its job, on the job's clock. */
  private start(slot: Slot, job: Job): void {
    if (slot.timer !== null) clearTimeout(slot.timer);
    slot.timer = setTimeout(() => {
      this.replace(slot, 'timeout');
    }, this.options.timeoutMs);
    slot.worker.postMessage(job.message);
  }

  /** Settles the slot's job (with an error, or the reply) and frees the slot. */
  private finish(slot: Slot, error: WorkerJobError | null, reply?: unknown): void {
    if (slot.timer !== null) clearTimeout(slot.timer);
    slot.timer = null;
    const job = slot.job;
    slot.job = null;
    slot.worker.unref();
    if (job === null) return;
    if (error !== null) job.reject(error);
    else job.resolve(reply);
  }

  private next(slot: Slot): void {
    const job = this.queue.shift();
    if (job !== undefined) return this.dispatch(slot, job);
    slot.idle = setTimeout(() => this.retire(slot), this.options.idleMs);
    slot.idle.unref();
  }

  /** An idle worker leaves the pool quietly; the next job starts a fresh one. */
  private retire(slot: Slot): void {
    const index = this.slots.indexOf(slot);
    if (index < 0 || slot.job !== null) return;
    this.slots.splice(index, 1);
    slot.worker.removeAllListeners('exit');
    void slot.worker.terminate();
  }

  /** A worker that timed out or died: fail its job, end it, and let a fresh one take the queue. */
  private replace(slot: Slot, failure: WorkerFailure): void {
    const index = this.slots.indexOf(slot);
    if (index < 0) return;
    this.slots.splice(index, 1);
    this.finish(slot, new WorkerJobError(failure));
    if (slot.idle !== null) clearTimeout(slot.idle);
    slot.worker.removeAllListeners('exit');
    void slot.worker.terminate();
    if (this.closed) return;
    const job = this.queue.shift();
    if (job === undefined) return;
    const fresh = this.spawn();
    this.slots.push(fresh);
    this.dispatch(fresh, job);
  }
}
