import { createReadStream } from 'node:fs';
import { parentPort } from 'node:worker_threads';
import { ZipRefusal } from './bounded-zip.js';
import { CsvRecords } from './csv-records.js';
import type { StreamRequest, StreamMessage, TableStreamJob } from './table-stream.js';
import type { TableRow } from './upload-reading.js';
import { WORKER_READY } from './worker-jobs.js';
import { readXlsxRows, XLSX_SHARED_LIMITS } from './xlsx-stream.js';

/**
 * The streaming table worker (decision 079): reads one stored CSV or XLSX file into rows of text
 * and hands them to the main thread a chunk at a time, waiting for it to ask for the next chunk,
 * so at most one chunk is ever in flight however long the file is. A CSV file is read from disk
 * in 64 KB pieces: its encoding (UTF-8 with or without a byte-order mark, else Windows-1257 as
 * Estonian Excel saves it) is decided by a first pass over the bytes, its separator (; tab ,) by
 * the header line, and quoted fields may hold separators, quotes and line breaks. An XLSX file's
 * sheet is inflated and read a piece at a time as well (xlsx-stream.ts, decision 089), its
 * inflated bytes counted against the zip limits as they come.
 */

class Refusal extends Error {
  constructor(readonly reason: 'too-large' | 'unreadable' | 'not-text' | 'too-many-rows') {
    super(reason);
  }
}

const port = parentPort;
let wanted: (() => void) | null = null;
let credit = 0;

/** Waits until the main thread asks for the next chunk. */
function nextRequest(): Promise<void> {
  if (credit > 0) {
    credit--;
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    wanted = resolve;
  });
}

function post(message: StreamMessage): void {
  port?.postMessage(message);
}

const NUL = 0;
const BLANK = /^\s*$/;

/** Whether the file is valid UTF-8 (a first pass: a fatal decoder over the whole file). */
async function isUtf8(path: string): Promise<boolean> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let first = true;
  for await (const chunk of createReadStream(path, { highWaterMark: 64 * 1024 })) {
    const bytes = chunk as Buffer;
    if (first && bytes.subarray(0, 8192).includes(NUL)) throw new Refusal('not-text');
    first = false;
    try {
      decoder.decode(bytes, { stream: true });
    } catch {
      return false;
    }
  }
  try {
    decoder.decode();
  } catch {
    return false;
  }
  return true;
}

/** The separator of the header line: the most frequent of ; tab , outside quotes (';' on a tie). */
export function guessDelimiter(headerLine: string): string {
  const counts = new Map<string, number>([
    [';', 0],
    ['\t', 0],
    [',', 0],
  ]);
  let quoted = false;
  for (const ch of headerLine) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && counts.has(ch)) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  }
  let best = ';';
  for (const [candidate, count] of counts) if (count > (counts.get(best) ?? 0)) best = candidate;
  return best;
}

class Chunker {
  private rows: TableRow[] = [];
  count = 0;
  constructor(private readonly job: TableStreamJob) {}

  add(line: number, cells: string[]): void {
    const kept = cells.slice(0, this.job.maxColumns);
    if (kept.every((cell) => BLANK.test(cell))) return;
    // The header is row 0's worth: maxRows counts the data rows after it.
    if (this.count > this.job.maxRows) throw new Refusal('too-many-rows');
    this.count++;
    this.rows.push({ row: line, cells: kept });
  }

  get full(): boolean {
    return this.rows.length >= this.job.chunkRows;
  }

  /** Hands over every full chunk (and, at the end, the rest). */
  async flush(final = false): Promise<void> {
    const size = this.job.chunkRows;
    while (this.rows.length >= size || (final && this.rows.length > 0)) {
      const rows = this.rows.slice(0, size);
      this.rows = this.rows.slice(size);
      await nextRequest();
      post({ type: 'rows', rows });
    }
  }
}

async function streamCsv(job: TableStreamJob, chunker: Chunker): Promise<string> {
  const encoding = (await isUtf8(job.path)) ? 'utf-8' : 'windows-1257';
  const decoder = new TextDecoder(encoding);
  let reader: CsvRecords | null = null;
  let head = '';
  let first = true;
  const add = (line: number, cells: string[]) => chunker.add(line, cells);
  for await (const chunk of createReadStream(job.path, { highWaterMark: 64 * 1024 })) {
    let text = decoder.decode(chunk as Buffer, { stream: true });
    if (first) {
      text = text.replace(/^\uFEFF/, '');
      first = false;
    }
    if (reader === null) {
      head += text;
      const lineEnd = head.search(/[\r\n]/);
      if (lineEnd < 0 && head.length < 1024 * 1024) continue;
      reader = new CsvRecords(
        guessDelimiter(lineEnd < 0 ? head : head.slice(0, lineEnd)),
        job.maxCellLength,
        add,
      );
      text = head;
    }
    reader.push(text);
    if (chunker.full) await chunker.flush();
  }
  if (reader === null) {
    // No line break in the whole file: it is its header alone.
    head += decoder.decode();
    new CsvRecords(guessDelimiter(head), job.maxCellLength, add).push(head, true);
  } else reader.push(decoder.decode(), true);
  return encoding;
}

async function streamXlsx(job: TableStreamJob, chunker: Chunker): Promise<void> {
  await readXlsxRows(
    job.path,
    { zip: job.zip, maxColumns: job.maxColumns, maxCellLength: job.maxCellLength, ...XLSX_SHARED_LIMITS },
    (line, cells) => chunker.add(line, cells),
    async () => {
      if (chunker.full) await chunker.flush();
    },
  );
}

async function run(job: TableStreamJob): Promise<void> {
  const chunker = new Chunker(job);
  try {
    const encoding = job.kind === 'csv' ? await streamCsv(job, chunker) : 'xlsx';
    if (job.kind === 'xlsx') await streamXlsx(job, chunker);
    await chunker.flush(true);
    await nextRequest();
    post({ type: 'end', rows: chunker.count, encoding });
  } catch (error) {
    const reason =
      error instanceof Refusal ? error.reason : error instanceof ZipRefusal ? error.reason : 'unreadable';
    post({ type: 'refused', reason });
  }
}

port?.on('message', (message: StreamRequest) => {
  if (message.type === 'start') void run(message.job);
  else if (wanted !== null) {
    const resolve = wanted;
    wanted = null;
    resolve();
  } else credit++;
});
port?.postMessage(WORKER_READY);
