import { describe, expect, it } from 'vitest';
import { BackgroundJobs, JobStopped, type JobStore } from './background-jobs.js';

/** A job table in memory: status, claim and heartbeat per job, as a feature's repository keeps them. */
class MemoryStore implements JobStore {
  jobs = new Map<
    number,
    { status: 'running' | 'done' | 'failed'; owner: string | null; beat: string | null; error?: string }
  >();

  async claim(id: number, owner: string, now: string, staleBefore: string) {
    const job = this.jobs.get(id);
    if (job?.status !== 'running') return false;
    if (job.owner !== null && job.beat !== null && job.beat >= staleBefore) return false;
    Object.assign(job, { owner, beat: now });
    return true;
  }
  async heartbeat(id: number, owner: string, now: string) {
    const job = this.jobs.get(id);
    if (job?.owner !== owner) return false;
    job.beat = now;
    return true;
  }
  async release(id: number, owner: string) {
    const job = this.jobs.get(id);
    if (job?.owner === owner) job.owner = null;
  }
  async orphans(staleBefore: string) {
    return [...this.jobs]
      .filter(([, job]) => job.status === 'running' && (job.owner === null || (job.beat ?? '') < staleBefore))
      .map(([id]) => id);
  }
  async fail(id: number, message: string) {
    const job = this.jobs.get(id);
    if (job) Object.assign(job, { status: 'failed', error: message });
  }
}

const log = { error: () => undefined, warn: () => undefined } as never;

describe('BackgroundJobs', () => {
  it('runs a started job off the caller, once, and lets it go afterwards', async () => {
    const store = new MemoryStore();
    store.jobs.set(1, { status: 'running', owner: null, beat: null });
    const ran: number[] = [];
    const jobs = new BackgroundJobs(
      store,
      async (id) => {
        ran.push(id);
        (store.jobs.get(id) as { status: string }).status = 'done';
      },
      { log, failureMessage: 'Katkes.' },
    );
    jobs.start(1);
    jobs.start(1);
    expect(ran).toEqual([]);
    await jobs.idle();
    expect(ran).toEqual([1]);
    expect(store.jobs.get(1)?.owner).toBeNull();
  });

  it('resumes the jobs of a dead process (stale heartbeat) but not a live one’s', async () => {
    const store = new MemoryStore();
    store.jobs.set(1, { status: 'running', owner: 'dead', beat: '2020-01-01T00:00:00.000Z' });
    store.jobs.set(2, { status: 'running', owner: 'alive', beat: new Date().toISOString() });
    store.jobs.set(3, { status: 'done', owner: null, beat: null });
    const ran: number[] = [];
    const jobs = new BackgroundJobs(store, async (id) => void ran.push(id), {
      log,
      failureMessage: 'x',
      staleMs: 60_000,
    });
    await jobs.resumeOrphans();
    await jobs.idle();
    await jobs.close();
    expect(ran).toEqual([1]);
  });

  it('marks a job that throws as failed, and one stopped at a checkpoint not', async () => {
    const store = new MemoryStore();
    store.jobs.set(1, { status: 'running', owner: null, beat: null });
    store.jobs.set(2, { status: 'running', owner: null, beat: null });
    const jobs = new BackgroundJobs(
      store,
      async (id) => {
        if (id === 1) throw new Error('broken');
        throw new JobStopped();
      },
      { log, failureMessage: 'Import katkes.' },
    );
    jobs.start(1);
    jobs.start(2);
    await jobs.idle();
    expect(store.jobs.get(1)).toMatchObject({ status: 'failed', error: 'Import katkes.' });
    expect(store.jobs.get(2)).toMatchObject({ status: 'running', owner: null });
  });

  it('stops its jobs at their next checkpoint when closed, leaving them to be resumed', async () => {
    const store = new MemoryStore();
    store.jobs.set(1, { status: 'running', owner: null, beat: null });
    let batches = 0;
    let release: () => void = () => undefined;
    const started = new Promise<void>((resolve) => (release = resolve));
    const jobs = new BackgroundJobs(
      store,
      async (_id, context) => {
        for (;;) {
          context.checkpoint();
          batches++;
          release();
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
      },
      { log, failureMessage: 'x' },
    );
    jobs.start(1);
    await started;
    await jobs.close();
    expect(batches).toBeGreaterThan(0);
    expect(store.jobs.get(1)).toMatchObject({ status: 'running', owner: null });
  });
});
