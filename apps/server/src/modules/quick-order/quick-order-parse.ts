import {
  QUICK_ORDER_EMPTY_MESSAGE,
  QUICK_ORDER_FILE_TYPE_MESSAGE,
  QUICK_ORDER_FILE_UNREADABLE_MESSAGE,
  QUICK_ORDER_MAX_LINES,
  QUICK_ORDER_MAX_QUANTITY,
  QUICK_ORDER_TOO_MANY_LINES_MESSAGE,
} from '@kodumasinad/contract';
import { invalidInput } from '../../platform/errors.js';
import { readUploadedTable, type TableRow } from '../../platform/upload-reading.js';

/**
 * Reading quick-order input into lines (decisions 039 and 062): pasted text, or a CSV or XLSX file
 * with a code column and a quantity column. Nothing here knows the catalogue: a pasted line that
 * may be read more than one way ('WFP 17534 2' is code 'WFP 17534' × 2 or code 'WFP 17534 2' × 1)
 * carries every reading, and the service takes the first whose code is known.
 */

/** One way to read a line: the code as written and its quantity text ('' when missing). */
export interface LineReading {
  code: string;
  quantityText: string;
}

/** One input line: its readings, most likely first; the first is shown when no code is known. */
export interface ParsedLine {
  line: number;
  readings: [LineReading, ...LineReading[]];
}

export type InputField = 'text' | 'file';

const tooMany = (field: InputField) => invalidInput({ [field]: [QUICK_ORDER_TOO_MANY_LINES_MESSAGE] });

/** A unit written after the quantity: '4 tk', '4 tk.', '4tk', '4 pcs'. */
const UNIT = /^(\d+(?:[.,]\d+)?)\s*(?:tk|pcs|pc|tükki)\.?$/i;
/** The same at the end of a pasted line, with what comes before it. */
const LINE_UNIT = /^(.*?)[\s,]*(\d+(?:[.,]\d+)?)\s*(?:tk|pcs|pc|tükki)\.?$/i;

/** A quantity as written, its unit dropped ('4 tk' → '4'); other text as it is. */
const withoutUnit = (text: string) => text.replace(UNIT, '$1');

/**
 * A pasted line; null when blank. `code;quantity` and `code<TAB>quantity` are read one way;
 * otherwise the line may be `code quantity`, `code,quantity` or the whole line a code, and a unit
 * (tk, tk., pcs) after the quantity says that the number before it is the quantity.
 */
export function parseTextLine(text: string, line: number): ParsedLine | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (/[;\t]/.test(trimmed)) {
    const [code = '', quantity = ''] = trimmed.split(/[;\t]/);
    return { line, readings: [{ code: code.trim(), quantityText: withoutUnit(quantity.trim()) }] };
  }
  const unit = LINE_UNIT.exec(trimmed);
  if (unit !== null && (unit[1] as string).trim() !== '') {
    // 'RZK 6301 FN 4 tk', 'CODE,2 tk': the number before the unit is the quantity.
    const code = (unit[1] as string).replace(/[\s,]+$/, '');
    return { line, readings: [{ code, quantityText: unit[2] as string }] };
  }
  const readings: LineReading[] = [];
  const whole = { code: trimmed.replace(/\s+/g, ' '), quantityText: '' };
  const tokens = trimmed.split(/\s+/);
  const last = tokens[tokens.length - 1] as string;
  const spaced = tokens.length > 1 ? { code: tokens.slice(0, -1).join(' '), quantityText: last } : null;
  // 'CODE,5' and 'CODE, 5': the comma separates; '…,5' after digits and a space ('CODE 2,5') is a decimal.
  const comma = /^(.*[^\s,])\s*,\s*(\d+)$/.exec(trimmed);
  const decimal = /^\d+,\d+$/.test(last) && tokens.length > 1;
  const byComma =
    comma !== null
      ? { code: (comma[1] as string).replace(/\s+/g, ' '), quantityText: comma[2] as string }
      : null;
  if (byComma !== null && !decimal) readings.push(byComma);
  if (spaced !== null && isQuantityText(last)) readings.push(spaced);
  if (spaced !== null && decimal) readings.push(spaced);
  readings.push(whole);
  if (byComma !== null && decimal) readings.push(byComma);
  // A last word that is no quantity ('QOF 17534 X'): the whole line first, then code + quantity.
  if (spaced !== null && !isQuantityText(last) && !decimal) readings.push(spaced);
  return { line, readings: readings as ParsedLine['readings'] };
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

/** The quantity of a line: 1 when missing; null when it is not a whole number 1…999 (a unit may follow). */
export function quantityOf(text: string): number | null {
  const bare = withoutUnit(text.trim());
  if (bare === '') return 1;
  if (!isQuantityText(bare)) return null;
  const quantity = Number.parseInt(bare, 10);
  return quantity >= 1 && quantity <= QUICK_ORDER_MAX_QUANTITY ? quantity : null;
}

const CODE_HEADERS = new Set(['kood', 'tootekood', 'code', 'productcode', 'sku', 'artikkel', 'tootenumber']);
const QUANTITY_HEADERS = new Set(['kogus', 'quantity', 'qty', 'tk', 'kogustk', 'amount']);
const headerKey = (cell: string) =>
  cell
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z]/g, '');

/** Table rows (non-blank, cells as text) → lines: a header row picks the columns, else columns 1 and 2. */
function linesOfRows(rows: readonly TableRow[]): ParsedLine[] {
  let codeColumn = 0;
  let quantityColumn = 1;
  let first = 0;
  if (rows.length > 0) {
    const keys = (rows[0] as TableRow).cells.map(headerKey);
    const code = keys.findIndex((key) => CODE_HEADERS.has(key));
    const quantity = keys.findIndex((key) => QUANTITY_HEADERS.has(key));
    if (code >= 0 || quantity >= 0) {
      codeColumn = code >= 0 ? code : quantity === 0 ? 1 : 0;
      quantityColumn = quantity >= 0 ? quantity : codeColumn === 0 ? 1 : 0;
      first = 1;
    }
  }
  const lines: ParsedLine[] = [];
  for (let i = first; i < rows.length; i++) {
    const { row, cells } = rows[i] as TableRow;
    const code = (cells[codeColumn] ?? '').trim();
    const quantityText = (cells[quantityColumn] ?? '').trim();
    if (code === '' && quantityText === '') continue;
    if (lines.length === QUICK_ORDER_MAX_LINES) throw tooMany('file');
    // A one-column list ('RZK 6301 FN 4 tk' in the code cell) is read like a pasted line.
    const pasted = quantityText === '' ? parseTextLine(code, row) : null;
    lines.push(pasted ?? { line: row, readings: [{ code, quantityText }] });
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
const SPREADSHEET_NAME = /\.xls[xm]$/i;

/**
 * An uploaded file: XLSX when it is a zip or named like one (a file named .xlsx that is no zip is
 * unreadable, not text), otherwise CSV text in UTF-8; read in the upload worker pool (decision 062).
 */
export async function parseFile(data: Buffer, filename = ''): Promise<ParsedLine[]> {
  if (BINARY_MAGICS.some((magic) => startsWith(data, magic))) {
    throw invalidInput({ file: [QUICK_ORDER_FILE_TYPE_MESSAGE] });
  }
  const kind = startsWith(data, ZIP_MAGIC) || SPREADSHEET_NAME.test(filename) ? 'xlsx' : 'csv';
  const rows = await readUploadedTable(data, {
    field: 'file',
    kind,
    // A header row and QUICK_ORDER_MAX_LINES lines; one more row is already too many.
    limits: { maxRows: QUICK_ORDER_MAX_LINES + 2, maxColumns: 20, maxCellLength: 200 },
    messages: {
      unreadable: QUICK_ORDER_FILE_UNREADABLE_MESSAGE,
      'not-text': QUICK_ORDER_FILE_TYPE_MESSAGE,
      'too-many-rows': QUICK_ORDER_TOO_MANY_LINES_MESSAGE,
    },
  });
  return linesOfRows(rows);
}
