import { parentPort } from 'node:worker_threads';

/** A worker for the WorkerPool tests: echoes, spins forever, or eats memory on request. */
parentPort?.on('message', (message: { do: 'echo' | 'spin' | 'hog'; value?: unknown }) => {
  if (message.do === 'spin') {
    for (;;) {
      // Never answers: the pool's time limit must end it.
    }
  }
  if (message.do === 'hog') {
    const kept: number[][] = [];
    for (;;) kept.push(Array.from({ length: 100_000 }, (_, i) => i));
  }
  parentPort?.postMessage(message.value);
});
