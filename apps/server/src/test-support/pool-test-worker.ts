import { serveJobs } from '../platform/worker-jobs.js';

/** A worker for the WorkerPool tests: echoes, spins forever, or eats memory on request. */
serveJobs((message: { do: 'echo' | 'spin' | 'hog'; value?: unknown }) => {
  if (message.do === 'spin') {
    for (;;) {
      // Never answers: the pool's time limit must end it.
    }
  }
  if (message.do === 'hog') {
    const kept: number[][] = [];
    for (;;) kept.push(Array.from({ length: 100_000 }, (_, i) => i));
  }
  return message.value;
});
