import { parentPort } from 'node:worker_threads';

/**
 * The worker side of WorkerPool (decision 062): says it is ready once its module has loaded, so a
 * job's time limit counts the job and not the worker's start, then answers each message with the
 * handler's result.
 */
export const WORKER_READY = '@worker-ready';

/** A reply whose buffers move to the main thread instead of being copied (a handler returns it). */
export class TransferredReply {
  constructor(
    readonly value: unknown,
    readonly transfer: ArrayBuffer[],
  ) {}
}

export function serveJobs<T>(handle: (message: T) => unknown): void {
  const port = parentPort;
  if (port === null) return;
  port.on('message', (message: T) => {
    void Promise.resolve()
      .then(() => handle(message))
      .then((reply) =>
        reply instanceof TransferredReply
          ? port.postMessage(reply.value, reply.transfer)
          : port.postMessage(reply),
      );
  });
  port.postMessage(WORKER_READY);
}
