import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { zipOf } from '../test-support/zip-bomb.js';
import { toXlsx, type ExportCell } from './spreadsheet-export.js';
import { streamTableFile, TableStreamError } from './table-stream.js';
import { UPLOAD_TOO_LARGE_INFLATED_MESSAGE, type TableRow } from './upload-reading.js';
import { isDateFormat } from './xlsx-stream.js';
import { xlsxStream } from './xlsx-stream-writer.js';

const dir = mkdtempSync(join(tmpdir(), 'kms-xlsx-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, content: Buffer): string {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
}

async function readAll(path: string, options: Parameters<typeof streamTableFile>[2] = {}) {
  const rows: TableRow[] = [];
  const chunks: number[] = [];
  for await (const chunk of streamTableFile(path, 'xlsx', options)) {
    chunks.push(chunk.length);
    rows.push(...chunk);
  }
  return { rows, chunks };
}

async function refusal(path: string, options: Parameters<typeof streamTableFile>[2] = {}) {
  try {
    await readAll(path, options);
  } catch (error) {
    if (error instanceof TableStreamError) return { reason: error.reason, message: error.message };
    return { reason: String(error), message: '' };
  }
  return { reason: 'read', message: '' };
}

async function streamed(headers: string[], pages: ExportCell[][][]): Promise<Buffer> {
  async function* source() {
    for (const page of pages) yield page;
  }
  const parts: Buffer[] = [];
  for await (const part of xlsxStream(headers, source())) parts.push(part);
  return Buffer.concat(parts);
}

/** A ZIP of deflated entries; `declare` overrides an entry's declared inflated size (a lying archive). */
function zip(entries: [string, Buffer][], declare: Record<string, number> = {}): Buffer {
  return zipOf(entries.map(([name, content]) => ({ name, content, declaredSize: declare[name] })));
}

const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** A minimal workbook around `sheet` (the sheet's XML, made by the caller). */
function workbook(sheet: Buffer, declare: Record<string, number> = {}): Buffer {
  return zip(
    [
      [
        '_rels/.rels',
        Buffer.from(
          `<Relationships><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
        ),
      ],
      [
        'xl/workbook.xml',
        Buffer.from(
          `<workbook xmlns:r="${REL}"><sheets><sheet name="A" sheetId="1" r:id="rId1"/></sheets></workbook>`,
        ),
      ],
      [
        'xl/_rels/workbook.xml.rels',
        Buffer.from(
          `<Relationships><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
        ),
      ],
      ['xl/worksheets/sheet1.xml', sheet],
    ],
    declare,
  );
}

describe('streamed XLSX reading', () => {
  it('reads the shared writer’s workbook: shared strings, numbers, money, dates, gaps', async () => {
    const data = await toXlsx(
      ['Kood', 'Hind', 'Kogus', 'Algus', 'Märkus'],
      [
        [{ text: 'A&1 <õ>' }, { cents: 12345 }, { count: 3 }, { date: '2026-03-01' }, { text: '=1+1' }],
        [{ text: 'B2' }, { cents: 20000 }, { count: 0 }, { text: '' }, { text: 'Šokk' }],
      ],
    );
    const { rows } = await readAll(file('shared.xlsx', data));
    expect(rows).toEqual([
      { row: 1, cells: ['Kood', 'Hind', 'Kogus', 'Algus', 'Märkus'] },
      { row: 2, cells: ['A&1 <õ>', '123,45', '3', '2026-03-01', '=1+1'] },
      { row: 3, cells: ['B2', '200', '0', '', 'Šokk'] },
    ]);
  });

  it('reads the streaming writer’s workbook back cell for cell, a chunk at a time', async () => {
    const pages = Array.from({ length: 25 }, (_, p) =>
      Array.from({ length: 1000 }, (_, i): ExportCell[] => {
        const n = p * 1000 + i;
        return [
          { text: `P${n}` },
          { cents: 100 * n + 5 },
          { text: n % 2 === 0 ? '' : 'x' },
          { date: '2026-12-31' },
        ];
      }),
    );
    const data = await streamed(['Kood', 'Hind', 'Tühi', 'Päev'], pages);
    const { rows, chunks } = await readAll(file('large.xlsx', data), { chunkRows: 1000 });
    expect(rows).toHaveLength(25_001);
    expect(chunks.every((size) => size <= 1000)).toBe(true);
    expect(rows[1]).toEqual({ row: 2, cells: ['P0', '0,05', '', '2026-12-31'] });
    expect(rows[25_000]).toEqual({ row: 25_001, cells: ['P24999', '24999,05', 'x', '2026-12-31'] });
  });

  it('refuses a sheet that would inflate past the caps, before or while inflating', async () => {
    // 40 MB of empty rows deflate to some 40 KB.
    const bomb = Buffer.from(`<worksheet><sheetData>${'<row/>'.repeat(7_000_000)}</sheetData></worksheet>`);
    const honest = await refusal(file('bomb.xlsx', workbook(bomb)));
    expect(honest).toEqual({ reason: 'too-large', message: UPLOAD_TOO_LARGE_INFLATED_MESSAGE });
    // The same archive declaring 64 KB: stopped at the first piece past it, not read whole.
    const lying = await refusal(file('lie.xlsx', workbook(bomb, { 'xl/worksheets/sheet1.xml': 64 * 1024 })));
    expect(lying.reason).toBe('too-large');
    // Under a total cap of 1 MB an honestly declared 2 MB sheet is refused as well.
    const sheet = Buffer.from(
      `<worksheet><sheetData>${'<row r="1"><c><v>1</v></c></row>'.repeat(60_000)}</sheetData></worksheet>`,
    );
    const capped = await refusal(file('capped.xlsx', workbook(sheet)), {
      zip: {
        maxEntries: 10,
        maxEntryBytes: 1024 * 1024,
        maxTotalBytes: 1024 * 1024,
        maxRatio: 1000,
        ratioFloorBytes: 0,
      },
    });
    expect(capped.reason).toBe('too-large');
  });

  it('refuses broken archives and markup as unreadable', async () => {
    expect((await refusal(file('junk.xlsx', Buffer.from('PK not really a zip')))).reason).toBe('unreadable');
    const broken = workbook(Buffer.from('<worksheet><sheetData><row><c><v>1</v></c></row><row'));
    expect((await refusal(file('broken.xlsx', broken))).reason).toBe('unreadable');
  });

  it('knows date formats from number formats', () => {
    expect(isDateFormat('dd.mm.yyyy')).toBe(true);
    expect(isDateFormat('[$-425]d\\ mmmm\\ yyyy')).toBe(true);
    expect(isDateFormat('#,##0.00" €"')).toBe(false);
    expect(isDateFormat('General')).toBe(false);
  });
});
