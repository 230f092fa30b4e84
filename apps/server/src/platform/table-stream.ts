import type { Worker } from 'node:worker_threads';
import { IMPORT_MAX_ROWS } from '@kodumasinad/contract/admin';
import { DEFAULT_ZIP_LIMITS, type ZipLimits } from './bounded-zip.js';
import {
  UPLOAD_NOT_TEXT_MESSAGE,
  UPLOAD_TABLE_UNREADABLE_MESSAGE,
  UPLOAD_TOO_LARGE_INFLATED_MESSAGE,
  UPLOAD_TOO_MANY_ROWS_MESSAGE,
  type TableRefusal,
  type TableRow,
} from './upload-reading.js';
import { WORKER_READY } from './worker-jobs.js';
import { startWorker } from './worker-pool.js';

/**
 * Streamed reading of a stored table file (decision 079), the large sibling of
 * `readUploadedTable()` (decision 062) for the catalogue imports: a file of up to 100,000 rows and
 * 50 MB is never held whole on the main thread. A worker of its own (table-stream-worker.ts) reads
 * it and hands over chunks of rows one at a time as the consumer asks for them, so memory stays
 * the same for a long file as for a short one. Each chunk must arrive within a time limit and the
 * worker runs under heap limits; any refusal is a TableStreamError whose message is Estonian.
 * The worker reads one chunk ahead, so parsing the file and checking its rows overlap on two
 * cores while memory stays at two chunks (decision 089).
 */

export interface TableStreamJob {
  path: string;
  kind: 'csv' | 'xlsx';
  /** Data rows after the header at most; one more is refused as too many. */
  maxRows: number;
  maxColumns: number;
  maxCellLength: number;
  /** Rows per chunk handed over. */
  chunkRows: number;
  zip: ZipLimits;
}

export type StreamRequest = { type: 'start'; job: TableStreamJob } | { type: 'more' };
export type StreamMessage =
  | { type: 'rows'; rows: TableRow[] }
  | { type: 'end'; rows: number; encoding: string }
  | { type: 'refused'; reason: TableRefusal };

export const TABLE_STREAM_MESSAGES: Record<TableRefusal, string> = {
  'too-large': UPLOAD_TOO_LARGE_INFLATED_MESSAGE,
  unreadable: UPLOAD_TABLE_UNREADABLE_MESSAGE,
  'not-text': UPLOAD_NOT_TEXT_MESSAGE,
  'too-many-rows': UPLOAD_TOO_MANY_ROWS_MESSAGE,
};

export class TableStreamError extends Error {
  constructor(readonly reason: TableRefusal) {
    super(TABLE_STREAM_MESSAGES[reason]);
  }
}

export const DEFAULT_STREAM_LIMITS = {
  maxRows: IMPORT_MAX_ROWS,
  maxColumns: 200,
  maxCellLength: 100_001,
  chunkRows: 1000,
  // An XLSX sheet of 100,000 rows inflates to some 100 MB of XML.
  zip: { ...DEFAULT_ZIP_LIMITS, maxEntryBytes: 256 * 1024 * 1024, maxTotalBytes: 300 * 1024 * 1024 },
};

/** A chunk must be ready this long after it was asked for (a CSV chunk takes milliseconds). */
export const STREAM_CHUNK_TIMEOUT_MS = 60_000;
const RESOURCE_LIMITS = { maxOldGenerationSizeMb: 160, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 };

const workerScript = () =>
  new URL(
    import.meta.url.endsWith('.ts') ? './table-stream-worker.ts' : './table-stream-worker.js',
    import.meta.url,
  );

/** What the whole file held, known once it has been read to its end. */
export interface TableStreamSummary {
  rows: number;
  encoding: string;
}

/**
 * The non-blank rows of the stored file at `path` (the header first), a chunk at a time. Stopping
 * early (break, return) ends the worker. `onEnd` learns the row count and the encoding.
 */
export async function* streamTableFile(
  path: string,
  kind: 'csv' | 'xlsx',
  options: Partial<Omit<TableStreamJob, 'path' | 'kind'>> & {
    timeoutMs?: number;
    onEnd?: (summary: TableStreamSummary) => void;
  } = {},
): AsyncGenerator<TableRow[]> {
  const { timeoutMs = STREAM_CHUNK_TIMEOUT_MS, onEnd, ...limits } = options;
  const job: TableStreamJob = { ...DEFAULT_STREAM_LIMITS, ...limits, path, kind };
  const worker: Worker = startWorker(workerScript(), RESOURCE_LIMITS);
  worker.unref();
  const inbox: (StreamMessage | typeof WORKER_READY | { type: 'failed'; reason: TableRefusal })[] = [];
  let waiting: (() => void) | null = null;
  const deliver = (message: (typeof inbox)[number]) => {
    inbox.push(message);
    waiting?.();
  };
  worker.on('message', deliver);
  worker.on('error', (error: Error & { code?: string }) =>
    deliver({
      type: 'failed',
      reason: error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'too-large' : 'unreadable',
    }),
  );
  worker.on('exit', () => deliver({ type: 'failed', reason: 'unreadable' }));

  const next = async (limitMs: number) => {
    if (inbox.length === 0) {
      let timer: NodeJS.Timeout | undefined;
      await new Promise<void>((resolve) => {
        waiting = resolve;
        timer = setTimeout(resolve, limitMs);
      });
      clearTimeout(timer);
      waiting = null;
    }
    const message = inbox.shift();
    if (message === undefined) throw new TableStreamError('too-large');
    return message;
  };

  try {
    // The worker's start (tsx under tests) is not counted against the file.
    const ready = await next(120_000);
    if (ready !== WORKER_READY) throw new TableStreamError('unreadable');
    worker.postMessage({ type: 'start', job } satisfies StreamRequest);
    worker.postMessage({ type: 'more' } satisfies StreamRequest);
    for (;;) {
      const message = await next(timeoutMs);
      if (message === WORKER_READY) continue;
      if (message.type === 'rows') {
        // The next chunk is read while the consumer checks this one (two in flight at most).
        worker.postMessage({ type: 'more' } satisfies StreamRequest);
        yield message.rows;
      } else if (message.type === 'end') {
        onEnd?.({ rows: message.rows, encoding: message.encoding });
        return;
      } else throw new TableStreamError(message.reason);
    }
  } finally {
    worker.removeAllListeners('exit');
    await worker.terminate();
  }
}
