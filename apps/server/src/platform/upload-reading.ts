import { availableParallelism } from 'node:os';
import { DEFAULT_ZIP_LIMITS, type ZipLimits } from './bounded-zip.js';
import { invalidInput } from './errors.js';
import { WorkerJobError, WorkerPool } from './worker-pool.js';

/**
 * Bounded reading of uploaded tables (decision 062), for every feature that takes a spreadsheet
 * or CSV file: quick order now, the catalogue imports next. The file is read into rows of text in
 * the shared upload worker pool, never on the main thread; an XLSX archive is checked against the
 * zip limits before and while inflating (bounded-zip.ts), the job has a time limit and the worker
 * a heap limit. Every refusal is a 422 keyed by the file's field with an Estonian message.
 */

export const UPLOAD_TOO_LARGE_INFLATED_MESSAGE =
  'Fail on lahtipakituna liiga suur või liiga keeruline lugeda. Jäta failis alles ainult vajalikud read.';
export const UPLOAD_TABLE_UNREADABLE_MESSAGE = 'Faili ei õnnestunud lugeda.';
export const UPLOAD_NOT_TEXT_MESSAGE = 'Fail peab olema CSV- või XLSX-fail.';
export const UPLOAD_TOO_MANY_ROWS_MESSAGE = 'Failis on liiga palju ridu.';
export const UPLOAD_BUSY_MESSAGE =
  'Faile loetakse praegu liiga palju korraga. Palun proovi hetke pärast uuesti.';

/** One non-blank row of a table: its 1-based row number in the file and its cells as text. */
export interface TableRow {
  row: number;
  cells: string[];
}

export interface TableLimits {
  /** Non-blank rows at most; one more is refused as too many. */
  maxRows: number;
  /** Cells kept per row (the rest are dropped). */
  maxColumns: number;
  /** Characters kept per cell. */
  maxCellLength: number;
  zip: ZipLimits;
}

/** A job for the upload worker. */
export interface TableJob extends TableLimits {
  kind: 'xlsx' | 'csv';
  bytes: Uint8Array;
}

export type TableRefusal = 'too-large' | 'unreadable' | 'not-text' | 'too-many-rows';
export type TableReply = { ok: true; rows: TableRow[] } | { ok: false; reason: TableRefusal };

export const DEFAULT_TABLE_LIMITS: TableLimits = {
  maxRows: 10_000,
  maxColumns: 50,
  maxCellLength: 1000,
  zip: DEFAULT_ZIP_LIMITS,
};

/** Limits of the shared pool: a job gets 10 s and a worker ~128 MB of heap. */
export const UPLOAD_JOB_TIMEOUT_MS = 10_000;
const UPLOAD_RESOURCE_LIMITS = { maxOldGenerationSizeMb: 128, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 };

const workerScript = () =>
  new URL(import.meta.url.endsWith('.ts') ? './upload-worker.ts' : './upload-worker.js', import.meta.url);

let shared: WorkerPool | null = null;

/** The one pool every upload shares: one worker per spare core, at most two. */
export function uploadWorkers(): WorkerPool {
  shared ??= new WorkerPool({
    script: workerScript(),
    size: Math.max(1, Math.min(2, availableParallelism() - 1)),
    maxQueue: 8,
    timeoutMs: UPLOAD_JOB_TIMEOUT_MS,
    idleMs: 30_000,
    resourceLimits: UPLOAD_RESOURCE_LIMITS,
  });
  return shared;
}

export interface ReadTableOptions {
  /** The form field the errors are keyed by, e.g. 'file'. */
  field: string;
  kind: 'xlsx' | 'csv';
  limits?: Partial<TableLimits>;
  /** Feature-specific wording for a refusal; the defaults above otherwise. */
  messages?: Partial<Record<TableRefusal | 'busy', string>>;
}

const DEFAULT_MESSAGES: Record<TableRefusal | 'busy', string> = {
  'too-large': UPLOAD_TOO_LARGE_INFLATED_MESSAGE,
  unreadable: UPLOAD_TABLE_UNREADABLE_MESSAGE,
  'not-text': UPLOAD_NOT_TEXT_MESSAGE,
  'too-many-rows': UPLOAD_TOO_MANY_ROWS_MESSAGE,
  busy: UPLOAD_BUSY_MESSAGE,
};

/** The non-blank rows of an uploaded XLSX or CSV file, read in the upload worker pool; 422 otherwise. */
export async function readUploadedTable(
  bytes: Buffer,
  options: ReadTableOptions,
  pool: WorkerPool = uploadWorkers(),
): Promise<TableRow[]> {
  const messages = { ...DEFAULT_MESSAGES, ...options.messages };
  const refuse = (reason: TableRefusal | 'busy') => invalidInput({ [options.field]: [messages[reason]] });
  const job: TableJob = {
    ...DEFAULT_TABLE_LIMITS,
    ...options.limits,
    kind: options.kind,
    bytes: new Uint8Array(bytes),
  };
  let reply: TableReply;
  try {
    reply = await pool.run<TableReply>(job);
  } catch (error) {
    if (!(error instanceof WorkerJobError)) throw error;
    // Out of time or memory means the file asks too much to read; a full queue is a busy moment.
    throw refuse(
      error.failure === 'busy' ? 'busy' : error.failure === 'crashed' ? 'unreadable' : 'too-large',
    );
  }
  if (!reply.ok) throw refuse(reply.reason);
  return reply.rows;
}
