import { describe, expect, it } from 'vitest';
import { csvMoney, toCsv } from './spreadsheet-export.js';

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
});
