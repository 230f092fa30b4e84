import { once } from 'node:events';
import { createDeflateRaw, crc32 } from 'node:zlib';
import { XLSX_DATE_FORMAT, type ExportCell } from './spreadsheet-export.js';

/**
 * An XLSX file written as a stream (decision 089) for exports of any length (the catalogue's
 * 100,000 products): the sheet's rows are deflated as they come and the ZIP archive is sent piece
 * by piece, each entry followed by a data descriptor with its CRC and sizes, the directory last.
 * Text goes in as inline strings (no shared-string table to hold), never as a formula; money is a
 * number in euros formatted #,##0.00 and a day a real date formatted dd.mm.yyyy, as the shared
 * whole-file writer (spreadsheet-export.ts) makes them; the header row is bold.
 */

const LOCAL_SIGNATURE = 0x04034b50;
const DESCRIPTOR_SIGNATURE = 0x08074b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const EOCD_SIGNATURE = 0x06054b50;
const FLAGS = 0x0808; // sizes in a data descriptor; UTF-8 names

const escapeXml = (text: string) =>
  text
    // eslint-disable-next-line no-control-regex -- characters XML 1.0 cannot hold
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';

const STATIC_PARTS: [string, string][] = [
  [
    '[Content_Types].xml',
    `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
      '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
      '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
      '</Types>',
  ],
  [
    '_rels/.rels',
    `${XML}<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  ],
  [
    'xl/workbook.xml',
    `${XML}<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
  ],
  [
    'xl/_rels/workbook.xml.rels',
    `${XML}<Relationships xmlns="${PKG_REL}">` +
      `<Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/>` +
      `<Relationship Id="rId2" Type="${REL}/styles" Target="styles.xml"/></Relationships>`,
  ],
  [
    'xl/styles.xml',
    // Styles: 0 plain, 1 bold (the header), 2 money (#,##0.00, built-in 4), 3 a day.
    `${XML}<styleSheet xmlns="${MAIN}"><numFmts count="1"><numFmt numFmtId="164" formatCode="${XLSX_DATE_FORMAT}"/></numFmts>` +
      '<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>' +
      '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
      '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
      '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
      '<cellXfs count="4"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
      '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>' +
      '<xf numFmtId="4" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
      '<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs>' +
      '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>',
  ],
];

const DAY = /^(\d{4})-(\d{2})-(\d{2})/;

function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

function cellXml(cell: ExportCell, reference: string): string {
  if ('text' in cell) {
    if (cell.text === '') return '';
    return `<c r="${reference}" t="inlineStr"><is><t xml:space="preserve">${escapeXml(cell.text)}</t></is></c>`;
  }
  if ('count' in cell) return `<c r="${reference}"><v>${cell.count}</v></c>`;
  if ('cents' in cell) return `<c r="${reference}" s="2"><v>${cell.cents / 100}</v></c>`;
  const match = DAY.exec(cell.date);
  if (match === null) throw new Error(`not a calendar day: ${cell.date}`);
  const serial =
    (Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) - Date.UTC(1899, 11, 30)) /
    86_400_000;
  return `<c r="${reference}" s="3"><v>${serial}</v></c>`;
}

function rowXml(line: number, cells: readonly ExportCell[], columns: readonly string[], style = ''): string {
  let xml = `<row r="${line}">`;
  cells.forEach((cell, i) => {
    const reference = `${columns[i] ?? columnName(i)}${line}`;
    xml +=
      style === '' || !('text' in cell)
        ? cellXml(cell, reference)
        : `<c r="${reference}" t="inlineStr"${style}><is><t xml:space="preserve">${escapeXml(cell.text)}</t></is></c>`;
  });
  return `${xml}</row>`;
}

interface Written {
  name: Buffer;
  crc: number;
  compressed: number;
  size: number;
  offset: number;
}

function localHeader(name: Buffer): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(LOCAL_SIGNATURE, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(FLAGS, 6);
  header.writeUInt16LE(8, 8);
  header.writeUInt16LE(name.length, 26);
  return Buffer.concat([header, name]);
}

function descriptor(entry: Written): Buffer {
  const bytes = Buffer.alloc(16);
  bytes.writeUInt32LE(DESCRIPTOR_SIGNATURE, 0);
  bytes.writeUInt32LE(entry.crc, 4);
  bytes.writeUInt32LE(entry.compressed, 8);
  bytes.writeUInt32LE(entry.size, 12);
  return bytes;
}

function directory(entries: readonly Written[], offset: number): Buffer {
  const parts: Buffer[] = [];
  for (const entry of entries) {
    const central = Buffer.alloc(46);
    central.writeUInt32LE(CENTRAL_SIGNATURE, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(FLAGS, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(entry.crc, 16);
    central.writeUInt32LE(entry.compressed, 20);
    central.writeUInt32LE(entry.size, 24);
    central.writeUInt16LE(entry.name.length, 28);
    central.writeUInt32LE(entry.offset, 42);
    parts.push(central, entry.name);
  }
  const body = Buffer.concat(parts);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(EOCD_SIGNATURE, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(body.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([body, end]);
}

/** One deflated entry: its text pieces in, its archive bytes out as they are ready. */
async function* entry(
  name: string,
  pieces: AsyncIterable<string> | Iterable<string>,
  offset: number,
  done: (w: Written) => void,
) {
  const nameBytes = Buffer.from(name, 'utf8');
  const head = localHeader(nameBytes);
  yield head;
  const deflate = createDeflateRaw({ level: 6 });
  const out: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => out.push(chunk));
  const ended = once(deflate, 'end');
  let crc = 0;
  let size = 0;
  let compressed = 0;
  const drain = function* () {
    for (const chunk of out.splice(0)) {
      compressed += chunk.length;
      yield chunk;
    }
  };
  for await (const piece of pieces) {
    const bytes = Buffer.from(piece, 'utf8');
    crc = crc32(bytes, crc);
    size += bytes.length;
    await new Promise<void>((resolve, reject) =>
      deflate.write(bytes, (error) => (error ? reject(error) : resolve())),
    );
    yield* drain();
  }
  deflate.end();
  await ended;
  yield* drain();
  const written = { name: nameBytes, crc, compressed, size, offset };
  yield descriptor(written);
  done(written);
}

/**
 * The XLSX file of `headers` (bold) and the rows `pages` yields, a batch of rows at a time, as
 * pieces of bytes to send as they come.
 */
export async function* xlsxStream(
  headers: readonly string[],
  pages: AsyncIterable<readonly ExportCell[][]>,
): AsyncGenerator<Buffer> {
  const columns = headers.map((_, i) => columnName(i));
  const written: Written[] = [];
  let offset = 0;
  const add = (w: Written) => written.push(w);
  async function* sheet(): AsyncGenerator<string> {
    const widths = headers
      .map(
        (header, i) =>
          `<col min="${i + 1}" max="${i + 1}" width="${Math.max(12, header.length + 2)}" customWidth="1"/>`,
      )
      .join('');
    yield `${XML}<worksheet xmlns="${MAIN}">${headers.length > 0 ? `<cols>${widths}</cols>` : ''}<sheetData>`;
    yield rowXml(
      1,
      headers.map((text) => ({ text })),
      columns,
      ' s="1"',
    );
    let line = 1;
    for await (const rows of pages) {
      let xml = '';
      for (const row of rows) xml += rowXml(++line, row, columns);
      yield xml;
    }
    yield '</sheetData></worksheet>';
  }
  const parts: [string, AsyncIterable<string> | Iterable<string>][] = [
    ...STATIC_PARTS.map(([name, xml]): [string, Iterable<string>] => [name, [xml]]),
    ['xl/worksheets/sheet1.xml', sheet()],
  ];
  for (const [name, pieces] of parts) {
    for await (const bytes of entry(name, pieces, offset, add)) {
      offset += bytes.length;
      yield bytes;
    }
  }
  yield directory(written, offset);
}
