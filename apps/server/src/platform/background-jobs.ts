import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';

/**
 * Background jobs (decision 079): long work that must not run on a request's path and must
 * survive the process that started it — an import's dry run and apply now, any later feature's
 * next. A job is a row in its feature's own table (the feature owns and writes it, through the
 * JobStore port below); this runner claims the row for this process, runs the job off the
 * request, beats its heartbeat while it runs, and gives it a way to stop between batches. On
 * start, and every `staleMs` after, it looks for jobs whose process died (a running status with
 * no claim, or a heartbeat older than `staleMs`) and claims and runs them again: the job itself
 * resumes from what it had committed, or marks itself failed when it cannot.
 */

export interface JobStore {
  /** Takes job `id` for `owner` when nobody holds it or its holder's heartbeat is before `staleBefore`. */
  claim(id: number, owner: string, now: string, staleBefore: string): Promise<boolean>;
  /** Renews the claim; false when the job is no longer this owner's (taken over or finished). */
  heartbeat(id: number, owner: string, now: string): Promise<boolean>;
  /** Lets the job go (it stays in its status, for the next claim). */
  release(id: number, owner: string): Promise<void>;
  /** Unfinished jobs nobody holds, or whose holder's heartbeat is before `staleBefore`. */
  orphans(staleBefore: string): Promise<number[]>;
  /** Marks a job failed with an Estonian message for the staff. */
  fail(id: number, message: string): Promise<void>;
}

/** Thrown by `checkpoint` when the job must stop now (the runner closes, or the claim was lost). */
export class JobStopped extends Error {
  constructor() {
    super('background job stopped');
  }
}

export interface JobContext {
  /** Aborted when the runner closes; a job stops at its next checkpoint. */
  signal: AbortSignal;
  /** Call between batches: throws JobStopped when the job must stop. */
  checkpoint(): void;
}

export type JobRun = (id: number, context: JobContext) => Promise<void>;

export interface BackgroundJobsOptions {
  log: FastifyBaseLogger;
  heartbeatMs?: number;
  /** A heartbeat older than this means the job's process is gone. */
  staleMs?: number;
  /** Message stored on a job that threw. */
  failureMessage: string;
}

export class BackgroundJobs {
  /** This process's token in the jobs' `claimed_by`. */
  readonly owner = randomUUID();
  private readonly running = new Map<number, Promise<void>>();
  private readonly abort = new AbortController();
  private sweeper: NodeJS.Timeout | null = null;
  private readonly heartbeatMs: number;
  private readonly staleMs: number;

  constructor(
    private readonly store: JobStore,
    private readonly run: JobRun,
    private readonly options: BackgroundJobsOptions,
  ) {
    this.heartbeatMs = options.heartbeatMs ?? 2_000;
    this.staleMs = options.staleMs ?? 20_000;
  }

  /** Starts job `id` off the request path (a request that created or resumed it calls this). */
  start(id: number): void {
    if (this.running.has(id) || this.abort.signal.aborted) return;
    const done = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => this.claimAndRun(id))
      .catch((error: unknown) => this.options.log.error({ err: error, job: id }, 'background job failed'))
      .finally(() => this.running.delete(id));
    this.running.set(id, done);
  }

  /** Claims and runs the jobs a dead process left; then keeps looking every `staleMs`. */
  async resumeOrphans(): Promise<void> {
    if (this.abort.signal.aborted) return;
    const stale = new Date(Date.now() - this.staleMs).toISOString();
    for (const id of await this.store.orphans(stale)) this.start(id);
    if (this.sweeper === null) {
      this.sweeper = setInterval(() => {
        this.resumeOrphans().catch((error: unknown) =>
          this.options.log.error({ err: error }, 'background job sweep failed'),
        );
      }, this.staleMs);
      this.sweeper.unref();
    }
  }

  /** Resolves when no job runs in this process (tests wait for a job with it). */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running.values()]);
  }

  /** Stops every job at its next checkpoint and waits for them; their rows stay for the next start. */
  async close(): Promise<void> {
    this.abort.abort();
    if (this.sweeper !== null) clearInterval(this.sweeper);
    await this.idle();
  }

  private async claimAndRun(id: number): Promise<void> {
    const now = new Date();
    const stale = new Date(now.getTime() - this.staleMs).toISOString();
    if (!(await this.store.claim(id, this.owner, now.toISOString(), stale))) return;
    let lost = false;
    const beat = setInterval(() => {
      this.store
        .heartbeat(id, this.owner, new Date().toISOString())
        .then((held) => {
          if (!held) lost = true;
        })
        .catch((error: unknown) => this.options.log.warn({ err: error, job: id }, 'job heartbeat failed'));
    }, this.heartbeatMs);
    beat.unref();
    const context: JobContext = {
      signal: this.abort.signal,
      checkpoint: () => {
        if (lost || this.abort.signal.aborted) throw new JobStopped();
      },
    };
    try {
      await this.run(id, context);
    } catch (error) {
      if (error instanceof JobStopped) return;
      this.options.log.error({ err: error, job: id }, 'background job failed');
      await this.store.fail(id, this.options.failureMessage);
    } finally {
      clearInterval(beat);
      await this.store.release(id, this.owner);
    }
  }
}
