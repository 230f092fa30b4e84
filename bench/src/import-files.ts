import { deflateRawSync } from 'node:zlib';

/**
 * The import bench's files (issue 24): a CSV of new products as a supplier sends it, the same
 * rows as an XLSX workbook (inline strings, money as numbers), and a CSV of price changes (of the
 * bench's products, or of any products' codes).
 */

const LEAVES = [
  'Pesu ja kuivatus > Pesumasinad',
  'Pesu ja kuivatus > Kuivatid',
  'Külmutus > Külmikud',
  'Ahjud > Integreeritavad ahjud',
  'Nõudepesumasinad > 60 cm',
];
const BRANDS = ['Bosch', 'Miele', 'Electrolux', 'Samsung', 'LG', 'Beko'];
const HEADER = 'Kood;Nimetus;Kategooria;Kaubamärk;Hind;Jaehind;Kirjeldus';

/** Row i's cells: text, or a number of euros. */
function productCells(i: number, prefix: string): (string | number)[] {
  const euros = 200 + (i % 1800);
  const brand = BRANDS[i % BRANDS.length] as string;
  return [
    `${prefix}${String(i).padStart(6, '0')}`,
    `Bench toode ${i}, "${brand}"`,
    LEAVES[i % LEAVES.length] as string,
    brand,
    euros,
    Math.round(euros * 1.5) + 0.9,
    `Toote ${i} kirjeldus; 60 cm.`,
  ];
}

const csvCell = (cell: string | number) =>
  typeof cell === 'number'
    ? cell.toFixed(2).replace('.', ',')
    : /[;"]/.test(cell)
      ? `"${cell.replaceAll('"', '""')}"`
      : cell;

export function productFile(rows: number, prefix: string): Buffer {
  const lines = [HEADER];
  for (let i = 0; i < rows; i++) lines.push(productCells(i, prefix).map(csvCell).join(';'));
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

/** One product's new net purchase base price, cents. */
export interface PriceChange {
  code: string;
  cents: number;
}

/**
 * `rows` of the `total` products of productFile(total, 'BEN'), spread evenly over them, each at
 * its file price plus `plusCents`: the price file and the ERP's price feed change the same rows.
 */
export function benchPriceChanges(rows: number, total: number, plusCents: number): PriceChange[] {
  const step = Math.max(1, Math.floor(total / rows));
  return Array.from({ length: rows }, (_, i) => {
    const n = i * step;
    return { code: `BEN${String(n).padStart(6, '0')}`, cents: (200 + (n % 1800)) * 100 + plusCents };
  });
}

/** A supplier's price file: code and price, money as "1234,56". */
export function priceFile(changes: readonly PriceChange[]): Buffer {
  const lines = ['Kood;Hind'];
  for (const { code, cents } of changes)
    lines.push(`${code};${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`);
  return Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8');
}

const xmlText = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

function sheetRow(line: number, cells: (string | number)[]): string {
  const xml = cells.map((cell, i) => {
    const ref = `${String.fromCharCode(65 + i)}${line}`;
    return typeof cell === 'number'
      ? `<c r="${ref}"><v>${cell}</v></c>`
      : `<c r="${ref}" t="inlineStr"><is><t>${xmlText(cell)}</t></is></c>`;
  });
  return `<row r="${line}">${xml.join('')}</row>`;
}

function zip(entries: [string, Buffer][]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of entries) {
    const nameBytes = Buffer.from(name);
    const data = deflateRawSync(content, { level: 1 });
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(content.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(content.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** The product file's rows as an XLSX workbook of one sheet. */
export function productWorkbook(rows: number, prefix: string): Buffer {
  const sheet = [`<worksheet><sheetData>${sheetRow(1, HEADER.split(';'))}`];
  for (let i = 0; i < rows; i++) sheet.push(sheetRow(i + 2, productCells(i, prefix)));
  sheet.push('</sheetData></worksheet>');
  return zip([
    [
      '_rels/.rels',
      Buffer.from(
        `<Relationships><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
      ),
    ],
    [
      'xl/workbook.xml',
      Buffer.from(
        `<workbook xmlns:r="${REL}"><sheets><sheet name="Tooted" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      ),
    ],
    [
      'xl/_rels/workbook.xml.rels',
      Buffer.from(
        `<Relationships><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
      ),
    ],
    ['xl/worksheets/sheet1.xml', Buffer.from(sheet.join(''))],
  ]);
}
