import { readSheet } from 'read-excel-file/node';
import { describe, expect, it } from 'vitest';
import { csvDay, csvMoney, inertText, toCsv, toXlsx } from './spreadsheet-export.js';

describe('spreadsheet export', () => {
  it('writes cents with an Estonian decimal comma and no thousands separator', () => {
    expect([0, 5, 100, 123456, -5, -123456].map(csvMoney)).toEqual([
      '0,00',
      '0,05',
      '1,00',
      '1234,56',
      '-0,05',
      '-1234,56',
    ]);
  });

  it('writes a BOM, semicolons and CRLF, quoting fields that need it', () => {
    const csv = toCsv(
      ['A', 'B;C'],
      [
        [{ text: 'Mets "Ja" Ko' }, { cents: 1999 }],
        [{ text: 'x\ny' }, { count: 3 }],
      ],
    );
    expect(csv).toBe('\uFEFFA;"B;C"\r\n"Mets ""Ja"" Ko";19,99\r\n"x\ny";3\r\n');
  });

  it.each([
    ['=HYPERLINK("http://evil.test","Klõps")', `'=HYPERLINK("http://evil.test","Klõps")`],
    ['+372 5555 5555', `'+372 5555 5555`],
    ['-2+3', `'-2+3`],
    ['@SUM(A1:A2)', `'@SUM(A1:A2)`],
    ['\t=1+1', `'\t=1+1`],
    ['\r=1+1', `'\r=1+1`],
    ['Mets ja Ko = sõbrad', 'Mets ja Ko = sõbrad'],
    ['', ''],
    ["'juba", "'juba"],
  ])('neutralises a text cell beginning with a formula character: %j', (text, inert) => {
    expect(inertText(text)).toBe(inert);
  });

  it('prefixes hostile text in CSV but keeps numbers numbers, negative ones too', () => {
    const csv = toCsv(
      ['Nimi', 'Summa', 'Kogus'],
      [
        [{ text: '=1+1' }, { cents: -12345 }, { count: -2 }],
        [{ text: '\r@x' }, { cents: 5 }, { count: 0 }],
      ],
    );
    expect(csv).toBe(`\uFEFFNimi;Summa;Kogus\r\n'=1+1;-123,45;-2\r\n"'\r@x";0,05;0\r\n`);
  });

  it('writes a calendar day as dd.mm.yyyy in CSV', () => {
    expect(csvDay('2026-03-05')).toBe('05.03.2026');
    expect(toCsv(['Kuupäev'], [[{ date: '2026-12-31' }]])).toBe('\uFEFFKuupäev\r\n31.12.2026\r\n');
  });

  it('stores hostile text as text, days as real dates and amounts as numbers in XLSX', async () => {
    const hostile = '=HYPERLINK("http://evil.test","Klõps")';
    const file = await toXlsx(
      ['Nimi', 'Kuupäev', 'Summa', 'Kogus'],
      [
        [{ text: hostile }, { date: '2026-03-05' }, { cents: -12345 }, { count: 4 }],
        [{ text: '-5' }, { date: '2025-12-31' }, { cents: 373855 }, { count: -1 }],
      ],
    );
    const rows = await readSheet(file);
    expect(rows).toEqual([
      ['Nimi', 'Kuupäev', 'Summa', 'Kogus'],
      // The text stays exactly what was stored: a string cell, never a formula.
      [hostile, new Date(Date.UTC(2026, 2, 5)), -123.45, 4],
      ['-5', new Date(Date.UTC(2025, 11, 31)), 3738.55, -1],
    ]);
    // A date cell read back is a Date (a number styled as a date), not the text '05.03.2026'.
    expect(rows[1]?.[1]).toBeInstanceOf(Date);
  });
});
