import {
  QUICK_ORDER_EMPTY_MESSAGE,
  QUICK_ORDER_FILE_TYPE_MESSAGE,
  QUICK_ORDER_FILE_UNREADABLE_MESSAGE,
  QUICK_ORDER_MAX_LINES,
  QUICK_ORDER_MAX_QUANTITY,
  QUICK_ORDER_TOO_MANY_LINES_MESSAGE,
} from '@kodumasinad/contract';
import type PapaType from 'papaparse';
import type * as ReadExcelFile from 'read-excel-file/node';
import { invalidInput } from '../../platform/errors.js';
import { lazyModule } from '../../platform/lazy-module.js';

const papa = lazyModule<typeof PapaType>('papaparse');
const excel = lazyModule<typeof ReadExcelFile>('read-excel-file/node');

/**
 * Reading quick-order input into lines (decision 039): pasted text, or a CSV or XLSX file with a
 * code column and a quantity column. Nothing here knows the catalogue; a line whose code has
 * spaces in it and no separator may be read two ways, and the service picks the known code.
 */

/** One input line: the code as written and its quantity text ('' when missing). */
export interface ParsedLine {
  line: number;
  code: string;
  quantityText: string;
  /** Read another way: the whole line is the code, quantity 1 ('WFP 17534' may be code 'WFP 17534'). */
  wholeCode?: string;
  /** When neither reading names a known code, show the whole line as the code (its last word is no number). */
  preferWhole?: boolean;
}

export type InputField = 'text' | 'file';

const tooMany = (field: InputField) => invalidInput({ [field]: [QUICK_ORDER_TOO_MANY_LINES_MESSAGE] });

/** A line `code quantity`, `code;quantity` or `code<TAB>quantity`; null when blank. */
function parseTextLine(text: string, line: number): ParsedLine | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (/[;\t]/.test(trimmed)) {
    const [code = '', quantity = ''] = trimmed.split(/[;\t]/);
    return { line, code: code.trim(), quantityText: quantity.trim() };
  }
  const tokens = trimmed.split(/\s+/);
  const last = tokens[tokens.length - 1] as string;
  if (tokens.length === 1) return { line, code: last, quantityText: '' };
  return {
    line,
    code: tokens.slice(0, -1).join(' '),
    quantityText: last,
    wholeCode: tokens.join(' '),
    preferWhole: !isQuantityText(last),
  };
}

/** Pasted text: each non-blank line, at most QUICK_ORDER_MAX_LINES of them. */
export function parseText(text: string): ParsedLine[] {
  const lines: ParsedLine[] = [];
  const rows = text.split(/\r\n|\n|\r/);
  for (let i = 0; i < rows.length; i++) {
    const parsed = parseTextLine(rows[i] as string, i + 1);
    if (parsed === null) continue;
    if (lines.length === QUICK_ORDER_MAX_LINES) throw tooMany('text');
    lines.push(parsed);
  }
  if (lines.length === 0) throw invalidInput({ text: [QUICK_ORDER_EMPTY_MESSAGE] });
  return lines;
}

function isQuantityText(text: string): boolean {
  return /^\d{1,6}([.,]0+)?$/.test(text);
}

/** The quantity of a line: 1 when missing; null when it is not a whole number 1…999. */
export function quantityOf(text: string): number | null {
  if (text === '') return 1;
  if (!isQuantityText(text)) return null;
  const quantity = Number.parseInt(text, 10);
  return quantity >= 1 && quantity <= QUICK_ORDER_MAX_QUANTITY ? quantity : null;
}

const CODE_HEADERS = new Set(['kood', 'tootekood', 'code', 'productcode', 'sku', 'artikkel', 'tootenumber']);
const QUANTITY_HEADERS = new Set(['kogus', 'quantity', 'qty', 'tk', 'kogustk', 'amount']);
const headerKey = (cell: string) =>
  cell
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z]/g, '');

/** Spreadsheet rows (cells as text) → lines: a header row picks the columns, else columns 1 and 2. */
function linesOfRows(rows: string[][]): ParsedLine[] {
  let codeColumn = 0;
  let quantityColumn = 1;
  let first = 0;
  const header = rows.findIndex((row) => row.some((cell) => cell.trim() !== ''));
  if (header >= 0) {
    const keys = (rows[header] as string[]).map(headerKey);
    const code = keys.findIndex((key) => CODE_HEADERS.has(key));
    const quantity = keys.findIndex((key) => QUANTITY_HEADERS.has(key));
    if (code >= 0 || quantity >= 0) {
      codeColumn = code >= 0 ? code : quantity === 0 ? 1 : 0;
      quantityColumn = quantity >= 0 ? quantity : codeColumn === 0 ? 1 : 0;
      first = header + 1;
    }
  }
  const lines: ParsedLine[] = [];
  for (let i = first; i < rows.length; i++) {
    const row = rows[i] as string[];
    const code = (row[codeColumn] ?? '').trim();
    const quantityText = (row[quantityColumn] ?? '').trim();
    if (code === '' && quantityText === '') continue;
    if (lines.length === QUICK_ORDER_MAX_LINES) throw tooMany('file');
    lines.push({ line: i + 1, code, quantityText });
  }
  if (lines.length === 0) throw invalidInput({ file: [QUICK_ORDER_EMPTY_MESSAGE] });
  return lines;
}

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
/** Old binary Excel (.xls), PDF, images: refused by type rather than read as text. */
const BINARY_MAGICS = [
  [0xd0, 0xcf, 0x11, 0xe0],
  [0x25, 0x50, 0x44, 0x46],
  [0x89, 0x50, 0x4e, 0x47],
  [0xff, 0xd8, 0xff],
];
const startsWith = (data: Buffer, magic: number[]) => magic.every((byte, i) => data[i] === byte);

function cellText(cell: unknown): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number') return Number.isInteger(cell) ? String(cell) : String(cell).replace('.', ',');
  if (cell instanceof Date) return '';
  return String(cell);
}

/** An uploaded file: XLSX (a zip) by its first bytes, otherwise CSV text in UTF-8. */
export async function parseFile(data: Buffer): Promise<ParsedLine[]> {
  const unreadable = () => invalidInput({ file: [QUICK_ORDER_FILE_UNREADABLE_MESSAGE] });
  if (startsWith(data, ZIP_MAGIC)) {
    let rows: unknown[][];
    try {
      rows = (await excel().readSheet(data)) as unknown[][];
    } catch {
      throw unreadable();
    }
    return linesOfRows(rows.map((row) => row.map(cellText)));
  }
  if (BINARY_MAGICS.some((magic) => startsWith(data, magic))) {
    throw invalidInput({ file: [QUICK_ORDER_FILE_TYPE_MESSAGE] });
  }
  const text = new TextDecoder('utf-8').decode(data).replace(/^\uFEFF/, '');
  // NUL bytes mean a binary file; a lone replacement character is a CSV in another encoding.
  if (text.includes('\0')) throw invalidInput({ file: [QUICK_ORDER_FILE_TYPE_MESSAGE] });
  // The separator of the first line that has one; Estonian Excel writes ';'.
  const firstLine = text.split(/\r\n|\n|\r/).find((row) => /[;\t,]/.test(row)) ?? '';
  const delimiter = [';', '\t', ','].find((candidate) => firstLine.includes(candidate)) ?? ';';
  const parsed = papa().parse<string[]>(text, { delimiter, skipEmptyLines: false });
  if (parsed.data.length === 0) throw invalidInput({ file: [QUICK_ORDER_EMPTY_MESSAGE] });
  const fatal = parsed.errors.find((error) => error.type === 'Quotes');
  if (fatal !== undefined) throw unreadable();
  return linesOfRows(parsed.data);
}
