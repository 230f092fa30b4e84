import { ZipRefusal, type ZipLimits } from './bounded-zip.js';
import { attribute, attributes, XmlScanner, XmlSyntaxError, type XmlHandler } from './xml-scanner.js';
import { ZipFile } from './zip-stream.js';

/**
 * The first sheet of an XLSX file read row by row (decision 089), for the streaming table worker
 * (table-stream-worker.ts): the sheet is inflated and scanned a 16 KB piece at a time, each row
 * handed over as soon as its end tag is read, so a sheet of 100,000 rows costs the same memory as
 * one of 10,000. The shared strings (the text cells Excel stores once in their own part) have to
 * be held while the sheet is read, so they are bounded by count and characters; the workbook, its
 * relationships and the styles (to know which numbers are dates) are small and read whole under a
 * cap. Cells become text as read-excel-file made them for decision 079: whole numbers as they
 * are, other numbers to six decimals with a decimal comma, dates as YYYY-MM-DD, booleans jah/ei.
 */

export interface XlsxStreamLimits {
  zip: ZipLimits;
  maxColumns: number;
  maxCellLength: number;
  /** Shared strings held at most, and their characters together. */
  maxSharedStrings: number;
  maxSharedChars: number;
}

export const XLSX_SHARED_LIMITS = { maxSharedStrings: 1_000_000, maxSharedChars: 40_000_000 };
const SMALL_PART_BYTES = 16 * 1024 * 1024;

const tooLarge = (detail: string) => new ZipRefusal('too-large', detail);
const unreadable = (detail: string) => new ZipRefusal('unreadable', detail);

async function scan(zip: ZipFile, name: string, handler: XmlHandler, after?: () => Promise<void>) {
  const scanner = new XmlScanner(handler);
  for await (const piece of zip.text(name)) {
    scanner.push(piece);
    if (after !== undefined) await after();
  }
  scanner.end();
}

function resolveTarget(base: string, target: string): string {
  if (target.startsWith('/')) return target.slice(1);
  const parts = base.split('/').slice(0, -1);
  for (const part of target.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  return parts.join('/');
}

/** Relationship id → part name, from a .rels part. */
async function relationships(
  zip: ZipFile,
  part: string,
): Promise<Map<string, { type: string; name: string }>> {
  const relsName = resolveTarget(part, `_rels/${part.split('/').pop() ?? ''}.rels`);
  const found = new Map<string, { type: string; name: string }>();
  if (!zip.entries.has(relsName)) return found;
  const scanner = new XmlScanner({
    open(name, tag) {
      if (name !== 'Relationship') return;
      const attrs = attributes(tag);
      const id = attrs.get('Id');
      const target = attrs.get('Target');
      if (id !== undefined && target !== undefined)
        found.set(id, { type: attrs.get('Type') ?? '', name: resolveTarget(part, target) });
    },
    close() {},
    text() {},
  });
  scanner.push(await zip.wholeText(relsName, SMALL_PART_BYTES));
  scanner.end();
  return found;
}

const BUILT_IN_DATES = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 30, 36, 45, 46, 47, 50, 57]);

/** Whether an Excel number format shows a date or time. */
export function isDateFormat(code: string): boolean {
  const bare = code
    .replace(/"[^"]*"/g, '')
    .replace(/\\./g, '')
    .replace(/\[[^\]]*\]/g, '')
    .replace(/general/gi, '');
  return /[dmyhs]/i.test(bare) && !/[0#?]/.test(bare);
}

/** For each cell style index, whether its number format is a date. */
async function dateStyles(zip: ZipFile, name: string | undefined): Promise<boolean[]> {
  if (name === undefined || !zip.entries.has(name)) return [];
  const custom = new Map<number, string>();
  const styles: boolean[] = [];
  let inCellXfs = false;
  const scanner = new XmlScanner({
    open(tagName, tag) {
      if (tagName === 'numFmt') {
        custom.set(Number(attribute(tag, 'numFmtId')), attribute(tag, 'formatCode') ?? '');
      } else if (tagName === 'cellXfs') inCellXfs = true;
      else if (tagName === 'xf' && inCellXfs) {
        const id = Number(attribute(tag, 'numFmtId') ?? 0);
        const code = custom.get(id);
        styles.push(code === undefined ? BUILT_IN_DATES.has(id) : isDateFormat(code));
      }
    },
    close(tagName) {
      if (tagName === 'cellXfs') inCellXfs = false;
    },
    text() {},
  });
  scanner.push(await zip.wholeText(name, SMALL_PART_BYTES));
  scanner.end();
  return styles;
}

/** The shared strings, each cut to the cell length; too many or too long refuse the file. */
async function sharedStrings(
  zip: ZipFile,
  name: string | undefined,
  limits: XlsxStreamLimits,
): Promise<string[]> {
  const strings: string[] = [];
  if (name === undefined || !zip.entries.has(name)) return strings;
  let current = '';
  let inText = false;
  let phonetic = 0;
  let chars = 0;
  await scan(zip, name, {
    open(tagName) {
      if (tagName === 'si') current = '';
      else if (tagName === 't') inText = phonetic === 0;
      else if (tagName === 'rPh') phonetic++;
    },
    close(tagName) {
      if (tagName === 't') inText = false;
      else if (tagName === 'rPh') phonetic--;
      else if (tagName === 'si') {
        chars += current.length;
        if (strings.length >= limits.maxSharedStrings || chars > limits.maxSharedChars)
          throw tooLarge('shared strings over the cap');
        strings.push(current);
      }
    },
    text(text) {
      if (inText && current.length < limits.maxCellLength)
        current = (current + text).slice(0, limits.maxCellLength);
    },
  });
  return strings;
}

const pad = (n: number) => String(n).padStart(2, '0');
const DAY_MS = 86_400_000;

function serialDay(serial: number, date1904: boolean): string {
  const epoch = date1904 ? Date.UTC(1904, 0, 1) : Date.UTC(1899, 11, 30);
  const at = new Date(epoch + Math.round(serial * DAY_MS));
  return `${at.getUTCFullYear()}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())}`;
}

function numberText(value: number): string {
  if (Number.isInteger(value)) return String(value);
  return String(Math.round(value * 1e6) / 1e6).replace('.', ',');
}

/** 'B7' → column 1; undefined when the reference has no letters. */
function columnOf(reference: string): number | undefined {
  let column = 0;
  let i = 0;
  for (; i < reference.length; i++) {
    const code = reference.charCodeAt(i);
    if (code >= 65 && code <= 90) column = column * 26 + code - 64;
    else if (code >= 97 && code <= 122) column = column * 26 + code - 96;
    else break;
  }
  return i === 0 ? undefined : column - 1;
}

/**
 * Reads the first sheet of the XLSX file at `path`, calling `row` for each row with its 1-based
 * number and its cells as text, and awaiting `pause` after each inflated piece (where the caller
 * hands rows over). A ZipRefusal when the file is not a readable workbook or passes a cap.
 */
export async function readXlsxRows(
  path: string,
  limits: XlsxStreamLimits,
  row: (line: number, cells: string[]) => void,
  pause: () => Promise<void>,
): Promise<void> {
  const zip = await ZipFile.open(path, limits.zip);
  try {
    await readWorkbook(zip, limits, row, pause);
  } catch (error) {
    if (error instanceof XmlSyntaxError) throw unreadable(error.message);
    throw error;
  }
}

async function readWorkbook(
  zip: ZipFile,
  limits: XlsxStreamLimits,
  row: (line: number, cells: string[]) => void,
  pause: () => Promise<void>,
): Promise<void> {
  const root = await relationships(zip, '');
  const workbookName =
    [...root.values()].find((rel) => rel.type.endsWith('/officeDocument'))?.name ?? 'xl/workbook.xml';
  const parts = await relationships(zip, workbookName);
  let firstSheet: string | undefined;
  let date1904 = false;
  const workbook = new XmlScanner({
    open(name, tag) {
      if (name === 'sheet' && firstSheet === undefined) {
        const attrs = attributes(tag);
        firstSheet = [...attrs].find(([key]) => key === 'r:id' || key.endsWith(':id'))?.[1];
      } else if (name === 'workbookPr') {
        const value = attribute(tag, 'date1904');
        date1904 = value === '1' || value === 'true';
      }
    },
    close() {},
    text() {},
  });
  workbook.push(await zip.wholeText(workbookName, SMALL_PART_BYTES));
  workbook.end();
  const sheetName = firstSheet === undefined ? undefined : parts.get(firstSheet)?.name;
  if (sheetName === undefined || !zip.entries.has(sheetName)) throw unreadable('no sheet');
  const byType = (suffix: string) => [...parts.values()].find((rel) => rel.type.endsWith(suffix))?.name;
  const dates = await dateStyles(zip, byType('/styles'));
  const strings = await sharedStrings(zip, byType('/sharedStrings'), limits);

  const maxColumns = limits.maxColumns;
  const maxCell = limits.maxCellLength;
  let line = 0;
  let cells: string[] = [];
  let column = -1;
  let type = 'n';
  let style = 0;
  let value = '';
  let capture = false;
  let phonetic = 0;
  await scan(
    zip,
    sheetName,
    {
      open(name, tag) {
        if (name === 'c') {
          const reference = attribute(tag, 'r');
          const at = reference === undefined ? undefined : columnOf(reference);
          column = at ?? column + 1;
          type = attribute(tag, 't') ?? 'n';
          style = Number(attribute(tag, 's') ?? 0);
          value = '';
        } else if (name === 'row') {
          const number = Number(attribute(tag, 'r'));
          line = Number.isInteger(number) && number > line ? number : line + 1;
          cells = [];
          column = -1;
        } else if (name === 'v' || (name === 't' && phonetic === 0)) capture = true;
        else if (name === 'rPh') phonetic++;
      },
      close(name) {
        if (name === 'v' || name === 't') capture = false;
        else if (name === 'rPh') phonetic--;
        else if (name === 'c') {
          if (column < 0 || column >= maxColumns) return;
          let text = value;
          if (type === 's') text = strings[Number(value)] ?? '';
          else if (type === 'b') text = value === '1' || value === 'true' ? 'jah' : 'ei';
          else if (type === 'e') text = '';
          else if (type === 'd') text = value.slice(0, 10);
          else if (type === 'n' && value !== '') {
            const number = Number(value);
            if (Number.isFinite(number))
              text = dates[style] === true ? serialDay(number, date1904) : numberText(number);
          }
          while (cells.length < column) cells.push('');
          cells[column] = text.length > maxCell ? text.slice(0, maxCell) : text;
        } else if (name === 'row') row(line, cells);
      },
      text(text) {
        if (capture && value.length < maxCell) value += text;
      },
    },
    pause,
  );
}
