import { afterAll, describe, expect, it } from 'vitest';
import { WorkerJobError, WorkerPool } from './worker-pool.js';

const pool = new WorkerPool({
  script: new URL('../test-support/pool-test-worker.ts', import.meta.url),
  size: 1,
  maxQueue: 2,
  timeoutMs: 1500,
  idleMs: 60_000,
  resourceLimits: { maxOldGenerationSizeMb: 32, maxYoungGenerationSizeMb: 8 },
});

afterAll(async () => {
  await pool.close();
});

const failureOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof WorkerJobError) return error.failure;
    throw error;
  }
  return 'answered';
};

describe('WorkerPool', () => {
  it('answers jobs in a worker thread, one after another', async () => {
    const answers = await Promise.all([1, 2].map((value) => pool.run<number>({ do: 'echo', value })));
    expect(answers).toEqual([1, 2]);
  });

  it('ends a job that passes its time limit, and the next job runs in a fresh worker', async () => {
    expect(await failureOf(pool.run({ do: 'spin' }))).toBe('timeout');
    expect(await pool.run<string>({ do: 'echo', value: 'again' })).toBe('again');
  });

  it('ends a worker that passes its memory limit without harming this thread', async () => {
    expect(await failureOf(pool.run({ do: 'hog' }))).toBe('memory');
    expect(await pool.run<string>({ do: 'echo', value: 'still here' })).toBe('still here');
  });

  it('refuses a job at once when the queue is full', async () => {
    const running = pool.run({ do: 'spin' });
    const queued = [pool.run({ do: 'echo', value: 1 }), pool.run({ do: 'echo', value: 2 })];
    expect(await failureOf(pool.run({ do: 'echo', value: 3 }))).toBe('busy');
    expect(await failureOf(running)).toBe('timeout');
    expect(await Promise.all(queued)).toEqual([1, 2]);
  });
});
