import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { parentPort } from 'node:worker_threads';
import { readSheet } from 'read-excel-file/node';
import { readZipEntries, storedZip, ZipRefusal } from './bounded-zip.js';
import type { StreamRequest, StreamMessage, TableStreamJob } from './table-stream.js';
import type { TableRow } from './upload-reading.js';
import { WORKER_READY } from './worker-jobs.js';

/**
 * The streaming table worker (decision 079): reads one stored CSV or XLSX file into rows of text
 * and hands them to the main thread a chunk at a time, waiting for it to ask for the next chunk,
 * so at most one chunk is ever in flight however long the file is. A CSV file is read from disk
 * in 64 KB pieces: its encoding (UTF-8 with or without a byte-order mark, else Windows-1257 as
 * Estonian Excel saves it) is decided by a first pass over the bytes, its separator (; tab ,) by
 * the header line, and quoted fields may hold separators, quotes and line breaks. An XLSX file is
 * inflated under the zip limits (bounded-zip.ts) and read whole inside this worker's own heap
 * limit; only its rows travel in chunks.
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

/**
 * An incremental CSV reader (RFC 4180 with any separator): feed it text as it comes, it calls
 * `emit` for each complete record with the file line the record starts on.
 */
export class CsvRecords {
  private field = '';
  private row: string[] = [];
  private quoted = false;
  private wasQuoted = false;
  private carry = '';
  private line = 1;
  private rowLine = 1;
  private any = false;

  constructor(
    private readonly delimiter: string,
    private readonly maxCell: number,
    private readonly emit: (line: number, cells: string[]) => void,
  ) {}

  push(chunk: string, final = false): void {
    const text = this.carry + chunk;
    // A quote or CR at the end of a piece needs the next character to be understood.
    const end = final ? text.length : text.length - 1;
    this.carry = final ? '' : text.slice(end);
    const delimiter = this.delimiter;
    let start = 0;
    for (let i = 0; i < end; i++) {
      const ch = text[i] as string;
      if (this.quoted) {
        if (ch === '"') {
          this.field += text.slice(start, i);
          if (text[i + 1] === '"') {
            this.field += '"';
            i++;
          } else this.quoted = false;
          start = i + 1;
        } else if (ch === '\n') this.line++;
        continue;
      }
      if (ch === '"' && !this.wasQuoted && this.field === '' && start === i) {
        this.quoted = true;
        this.wasQuoted = true;
        this.any = true;
        start = i + 1;
      } else if (ch === delimiter) {
        this.cell(this.field + text.slice(start, i));
        start = i + 1;
      } else if (ch === '\n' || ch === '\r') {
        this.cell(this.field + text.slice(start, i));
        this.endRow();
        if (ch === '\r' && text[i + 1] === '\n') i++;
        this.line++;
        this.rowLine = this.line;
        start = i + 1;
      } else this.any = true;
    }
    this.field += text.slice(start, end);
    if (this.field.length > this.maxCell) this.field = this.field.slice(0, this.maxCell);
    if (final) {
      if (this.quoted) throw new Refusal('unreadable');
      if (this.field !== '' || this.row.length > 0 || this.any) {
        this.cell(this.field);
        this.endRow();
      }
    }
  }

  private cell(text: string): void {
    this.row.push(text.length > this.maxCell ? text.slice(0, this.maxCell) : text);
    this.field = '';
    this.wasQuoted = false;
  }

  private endRow(): void {
    const cells = this.row;
    this.row = [];
    this.any = false;
    this.emit(this.rowLine, cells);
  }
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

const pad = (n: number) => String(n).padStart(2, '0');

function xlsxCell(cell: unknown, maxLength: number): string {
  let text: string;
  if (cell === null || cell === undefined) text = '';
  else if (typeof cell === 'number')
    text = Number.isInteger(cell) ? String(cell) : String(Math.round(cell * 1e6) / 1e6).replace('.', ',');
  else if (cell instanceof Date)
    text = `${cell.getUTCFullYear()}-${pad(cell.getUTCMonth() + 1)}-${pad(cell.getUTCDate())}`;
  else if (typeof cell === 'boolean') text = cell ? 'jah' : 'ei';
  else text = String(cell);
  return text.length > maxLength ? text.slice(0, maxLength) : text;
}

const isXml = (name: string) => name.endsWith('.xml') || name.endsWith('.rels');

async function streamXlsx(job: TableStreamJob, chunker: Chunker): Promise<void> {
  const entries = readZipEntries(await readFile(job.path), isXml, job.zip);
  const rows = (await readSheet(storedZip(entries))) as unknown[][];
  entries.clear();
  let line = 0;
  for (const row of rows) {
    line++;
    chunker.add(
      line,
      row.map((cell) => xlsxCell(cell, job.maxCellLength)),
    );
    if (chunker.full) await chunker.flush();
  }
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
