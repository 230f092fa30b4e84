import { describe, expect, it } from 'vitest';
import { bombSheetXml, sheetXml, xlsxEntries, zipOf } from '../test-support/zip-bomb.js';
import { DEFAULT_ZIP_LIMITS, readZipEntries, storedZip, ZipRefusal } from './bounded-zip.js';

const everything = () => true;

const refusalOf = (data: Buffer, limits = DEFAULT_ZIP_LIMITS) => {
  try {
    readZipEntries(data, everything, limits);
  } catch (error) {
    if (error instanceof ZipRefusal) return error.reason;
    throw error;
  }
  return 'read';
};

describe('readZipEntries', () => {
  it('reads the entries of an ordinary archive', () => {
    const sheet = sheetXml([
      ['Kood', 'Kogus'],
      ['WAT28420SN', '2'],
    ]);
    const files = readZipEntries(zipOf(xlsxEntries(sheet)), (name) => name.endsWith('.xml'));
    expect([...files.keys()]).toEqual(['[Content_Types].xml', 'xl/workbook.xml', 'xl/worksheets/sheet1.xml']);
    expect(files.get('xl/worksheets/sheet1.xml')).toEqual(sheet);
  });

  it('refuses a 100 MB sheet by its declared size before inflating it', () => {
    const bomb = zipOf(xlsxEntries(bombSheetXml(100)));
    expect(bomb.length).toBeLessThan(300 * 1024);
    expect(refusalOf(bomb)).toBe('too-large');
  });

  it('stops an entry that inflates past the size it declares, while inflating', () => {
    const lying = zipOf(xlsxEntries(bombSheetXml(100), 1000));
    expect(refusalOf(lying)).toBe('too-large');
  });

  it('refuses too many entries, too much in total and too high a compression ratio', () => {
    const many = zipOf(
      Array.from({ length: 1001 }, (_, i) => ({ name: `x${i}.xml`, content: Buffer.from('x') })),
    );
    expect(refusalOf(many)).toBe('too-large');
    const six = zipOf(
      Array.from({ length: 6 }, (_, i) => ({ name: `x${i}.xml`, content: Buffer.alloc(5 << 20, i) })),
    );
    expect(refusalOf(six, { ...DEFAULT_ZIP_LIMITS, maxRatio: 100_000 })).toBe('too-large');
    const dense = zipOf([{ name: 'a.xml', content: Buffer.alloc(4 << 20, 'a') }]);
    expect(refusalOf(dense)).toBe('too-large');
    expect(refusalOf(dense, { ...DEFAULT_ZIP_LIMITS, maxRatio: 100_000 })).toBe('read');
  });

  it('calls a broken archive unreadable', () => {
    expect(refusalOf(Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]))).toBe('unreadable');
    const good = zipOf(xlsxEntries(sheetXml([['A']])));
    expect(refusalOf(good.subarray(0, good.length - 30))).toBe('unreadable');
    const cut = Buffer.from(good);
    cut.fill(0, 200, 400);
    expect(refusalOf(cut)).toBe('unreadable');
  });

  it('writes the checked entries into a stored archive that reads back the same', () => {
    const files = new Map([
      ['a.xml', Buffer.from('<a/>')],
      ['õ/b.xml', Buffer.from('bee')],
    ]);
    expect(readZipEntries(storedZip(files), everything)).toEqual(files);
  });
});
