import { formatDay } from '@kodumasinad/contract';
import type writeXlsxFileType from 'write-excel-file/node';
import { lazyModule } from './lazy-module.js';

const xlsxWriter = lazyModule<{ default: typeof writeXlsxFileType }>('write-excel-file/node');

/**
 * Tables for download as Estonian Excel opens them (issue 13 exports): CSV separated by
 * semicolons, UTF-8 with a byte-order mark, CRLF line ends, amounts with a decimal comma; and
 * XLSX with amounts as numbers in euros. Cells are text, whole numbers, money in cents or a
 * calendar day ('YYYY-MM-DD', already the Estonian day): 'dd.mm.yyyy' in CSV, a real Excel date
 * formatted dd.mm.yyyy in XLSX so that it sorts and filters as a date (issue 22).
 */
export type ExportCell = { text: string } | { count: number } | { cents: number } | { date: string };

const BOM = '\uFEFF';

/** The Excel number format of the day cells (decision 063). */
export const XLSX_DATE_FORMAT = 'dd.mm.yyyy';

/** Cents as Estonian Excel reads a number: '1234,56', '-0,05' (no thousands separator). */
export function csvMoney(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

/** Characters that make a spreadsheet read a cell as a formula (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A text cell a spreadsheet will not run: text beginning with = + - @, a tab or a carriage
 * return gets a leading apostrophe (OWASP's rule, decision 063). Numbers never pass through here.
 */
export function inertText(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

function csvField(text: string): string {
  return /[;"\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function isoDay(day: string): [string, string, string] {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day.slice(0, 10));
  if (match === null) throw new Error(`not a calendar day: ${day}`);
  return [match[1] as string, match[2] as string, match[3] as string];
}

/** 'YYYY-MM-DD' as 'dd.mm.yyyy'. */
export function csvDay(day: string): string {
  isoDay(day); // a cell that is not a calendar day is a bug: it throws
  return formatDay(day);
}

function cellText(cell: ExportCell): string {
  if ('text' in cell) return inertText(cell.text);
  if ('count' in cell) return String(cell.count);
  if ('date' in cell) return csvDay(cell.date);
  return csvMoney(cell.cents);
}

/** One CSV line of text cells, each made inert and quoted when needed (no line end). */
export function csvTextRow(cells: readonly string[]): string {
  return cells.map((cell) => csvField(inertText(cell))).join(';');
}

export function toCsv(headers: readonly string[], rows: readonly ExportCell[][]): string {
  const lines = [
    headers.map((header) => csvField(inertText(header))).join(';'),
    ...rows.map((row) => row.map((c) => csvField(cellText(c))).join(';')),
  ];
  return `${BOM}${lines.join('\r\n')}\r\n`;
}

function xlsxCell(cell: ExportCell) {
  // Text goes in as a string cell (never a formula), whatever it begins with.
  if ('text' in cell) return { value: cell.text, type: String };
  if ('count' in cell) return { value: cell.count, type: Number };
  if ('date' in cell) {
    const [year, month, date] = isoDay(cell.date).map(Number) as [number, number, number];
    return { value: new Date(Date.UTC(year, month - 1, date)), type: Date, format: XLSX_DATE_FORMAT };
  }
  return { value: cell.cents / 100, type: Number, format: '#,##0.00' };
}

export async function toXlsx(headers: readonly string[], rows: readonly ExportCell[][]): Promise<Buffer> {
  const data = [
    headers.map((header) => ({ value: header, fontWeight: 'bold' as const })),
    ...rows.map((row) => row.map(xlsxCell)),
  ];
  return xlsxWriter()
    .default(
      data as never,
      { columns: headers.map((header) => ({ width: Math.max(12, header.length + 2) })) } as never,
    )
    .toBuffer();
}

/** Content-Disposition for a download named `name` (ASCII names only). */
export function attachment(name: string): string {
  return `attachment; filename="${name}"`;
}
