import type writeXlsxFileType from 'write-excel-file/node';
import { lazyModule } from './lazy-module.js';

const xlsxWriter = lazyModule<{ default: typeof writeXlsxFileType }>('write-excel-file/node');

/**
 * Tables for download as Estonian Excel opens them (issue 13 exports): CSV separated by
 * semicolons, UTF-8 with a byte-order mark, CRLF line ends, amounts with a decimal comma; and
 * XLSX with amounts as numbers in euros. Cells are text, whole numbers or money in cents.
 */
export type ExportCell = { text: string } | { count: number } | { cents: number };

const BOM = '\uFEFF';

/** Cents as Estonian Excel reads a number: '1234,56', '-0,05' (no thousands separator). */
export function csvMoney(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

function csvField(text: string): string {
  return /[;"\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function cellText(cell: ExportCell): string {
  if ('text' in cell) return cell.text;
  if ('count' in cell) return String(cell.count);
  return csvMoney(cell.cents);
}

export function toCsv(headers: readonly string[], rows: readonly ExportCell[][]): string {
  const lines = [
    headers.map(csvField).join(';'),
    ...rows.map((row) => row.map((c) => csvField(cellText(c))).join(';')),
  ];
  return `${BOM}${lines.join('\r\n')}\r\n`;
}

export async function toXlsx(headers: readonly string[], rows: readonly ExportCell[][]): Promise<Buffer> {
  const data = [
    headers.map((header) => ({ value: header, fontWeight: 'bold' as const })),
    ...rows.map((row) =>
      row.map((cell) => {
        if ('text' in cell) return { value: cell.text, type: String };
        if ('count' in cell) return { value: cell.count, type: Number };
        return { value: cell.cents / 100, type: Number, format: '#,##0.00' };
      }),
    ),
  ];
  return xlsxWriter()
    .default(data as never)
    .toBuffer();
}

/** Content-Disposition for a download named `name` (ASCII names only). */
export function attachment(name: string): string {
  return `attachment; filename="${name}"`;
}
