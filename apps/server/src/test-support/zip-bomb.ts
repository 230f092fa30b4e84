import { crc32, deflateRawSync } from 'node:zlib';

/**
 * Hand-made ZIP archives for upload tests (decision 062): real XLSX files whose sheet inflates to
 * ~100 MB from ~100 kB, and archives that lie about their sizes or hold thousands of entries.
 */

export interface ZipEntry {
  name: string;
  content: Buffer;
  /** The uncompressed size written in the headers; the true size when omitted (a lie otherwise). */
  declaredSize?: number;
  /** Marks the entry a symbolic link (Unix mode 0120777) instead of a regular file. */
  link?: boolean;
}

/** A deflated ZIP archive of the entries, their names flagged UTF-8, made on Unix. */
export function zipOf(entries: readonly ZipEntry[]): Buffer {
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const compressed = deflateRawSync(entry.content, { level: 9 });
    const size = entry.declaredSize ?? entry.content.length;
    const crc = crc32(entry.content);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x800, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(0x0314, 4);
    header.writeUInt16LE(20, 6);
    header.writeUInt16LE(0x800, 8);
    header.writeUInt16LE(8, 10);
    header.writeUInt32LE(crc, 16);
    header.writeUInt32LE(compressed.length, 20);
    header.writeUInt32LE(size, 24);
    header.writeUInt16LE(name.length, 28);
    header.writeUInt32LE(((entry.link === true ? 0o120777 : 0o100644) << 16) >>> 0, 38);
    header.writeUInt32LE(offset, 42);
    parts.push(local, name, compressed);
    central.push(header, name);
    offset += 30 + name.length + compressed.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, directory, end]);
}

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const DOC_RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** The parts of a one-sheet XLSX around the given sheet XML. */
export function xlsxEntries(sheetXml: Buffer, declaredSheetSize?: number): ZipEntry[] {
  const text = (name: string, content: string): ZipEntry => ({ name, content: Buffer.from(XML + content) });
  return [
    text(
      '[Content_Types].xml',
      '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
        '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
        '</Types>',
    ),
    text(
      '_rels/.rels',
      `<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${DOC_RELS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    text(
      'xl/workbook.xml',
      `<workbook xmlns="${MAIN}" xmlns:r="${DOC_RELS}"><sheets><sheet name="Leht1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    text(
      'xl/_rels/workbook.xml.rels',
      `<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${DOC_RELS}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    ),
    { name: 'xl/worksheets/sheet1.xml', content: sheetXml, declaredSize: declaredSheetSize },
  ];
}

/** Sheet XML with the given rows of inline-string cells. */
export function sheetXml(rows: readonly (readonly string[])[]): Buffer {
  const cells = rows
    .map(
      (row, r) =>
        `<row r="${r + 1}">` +
        row
          .map(
            (cell, c) =>
              `<c r="${String.fromCharCode(65 + c)}${r + 1}" t="inlineStr"><is><t>${cell}</t></is></c>`,
          )
          .join('') +
        '</row>',
    )
    .join('');
  return Buffer.from(`${XML}<worksheet xmlns="${MAIN}"><sheetData>${cells}</sheetData></worksheet>`);
}

/**
 * A valid sheet of `megabytes` MB: a real first row, then one cell holding the same letter over
 * and over; deflated it is about a thousandth of that.
 */
export function bombSheetXml(megabytes: number): Buffer {
  const head = Buffer.from(
    `${XML}<worksheet xmlns="${MAIN}"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>WAT28420SN</t></is></c></row>` +
      '<row r="2"><c r="A2" t="inlineStr"><is><t>',
  );
  const tail = Buffer.from('</t></is></c></row></sheetData></worksheet>');
  return Buffer.concat([head, Buffer.alloc(megabytes * 1024 * 1024, 'A'), tail]);
}
