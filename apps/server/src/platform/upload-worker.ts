import Papa from 'papaparse';
import { readSheet } from 'read-excel-file/node';
import { readZipEntries, storedZip, ZipRefusal } from './bounded-zip.js';
import { serveJobs } from './worker-jobs.js';
import type { TableJob, TableReply, TableRow } from './upload-reading.js';

/**
 * The upload worker (decision 062): reads an uploaded spreadsheet or CSV file into rows of text
 * off the main thread, run by the shared WorkerPool under its time and memory limits. An XLSX
 * file's archive is checked and inflated by bounded-zip.ts; read-excel-file then reads only the
 * checked entries. Imports nothing of the server but the zip reader, so it starts quickly.
 */

const CELL_TRIM = /^\s+|\s+$/g;

function cellText(cell: unknown, maxLength: number): string {
  let text: string;
  if (cell === null || cell === undefined) text = '';
  else if (typeof cell === 'number')
    text = Number.isInteger(cell) ? String(cell) : String(cell).replace('.', ',');
  else if (cell instanceof Date) text = '';
  else text = String(cell);
  return text.length > maxLength ? text.slice(0, maxLength) : text;
}

class TooManyRows extends Error {}

/** Non-blank rows with their 1-based row numbers, cut to the job's columns and cell length. */
function collect(rows: Iterable<readonly unknown[]>, job: TableJob): TableRow[] {
  const kept: TableRow[] = [];
  let number = 0;
  for (const row of rows) {
    number++;
    const cells = row.slice(0, job.maxColumns).map((cell) => cellText(cell, job.maxCellLength));
    if (cells.every((cell) => cell.replace(CELL_TRIM, '') === '')) continue;
    if (kept.length === job.maxRows) throw new TooManyRows();
    kept.push({ row: number, cells });
  }
  return kept;
}

const isXml = (name: string) => name.endsWith('.xml') || name.endsWith('.rels');

async function readXlsx(job: TableJob): Promise<TableRow[]> {
  const entries = readZipEntries(Buffer.from(job.bytes), isXml, job.zip);
  const rows = (await readSheet(storedZip(entries))) as unknown[][];
  return collect(rows, job);
}

const NUL = String.fromCharCode(0);

function readCsv(job: TableJob): TableRow[] | 'not-text' {
  const text = new TextDecoder('utf-8').decode(job.bytes).replace(/^\uFEFF/, '');
  // NUL bytes mean a binary file.
  if (text.includes(NUL)) return 'not-text';
  // The separator of the first line that has one; Estonian Excel writes ';'.
  const firstLine = text.split(/\r\n|\n|\r/, 1000).find((row) => /[;\t,]/.test(row)) ?? '';
  const delimiter = [';', '\t', ','].find((candidate) => firstLine.includes(candidate)) ?? ';';
  const parsed = Papa.parse<string[]>(text, { delimiter, skipEmptyLines: false });
  if (parsed.errors.some((error) => error.type === 'Quotes')) throw new Error('unbalanced quotes');
  return collect(parsed.data, job);
}

async function answer(job: TableJob): Promise<TableReply> {
  try {
    if (job.kind === 'xlsx') return { ok: true, rows: await readXlsx(job) };
    const rows = readCsv(job);
    return rows === 'not-text' ? { ok: false, reason: 'not-text' } : { ok: true, rows };
  } catch (error) {
    if (error instanceof TooManyRows) return { ok: false, reason: 'too-many-rows' };
    if (error instanceof ZipRefusal) return { ok: false, reason: error.reason };
    return { ok: false, reason: 'unreadable' };
  }
}

serveJobs(answer);
