import { describe, expect, it } from 'vitest';
import { CsvRecords, CsvSyntaxError } from './csv-records.js';

function read(pieces: string[]): [number, string[]][] {
  const records: [number, string[]][] = [];
  const reader = new CsvRecords(';', 1000, (line, cells) => records.push([line, cells]));
  pieces.forEach((piece, i) => reader.push(piece, i === pieces.length - 1));
  return records;
}

describe('CsvRecords', () => {
  it('reads the same records wherever the text is cut (a doubled quote or a CRLF across the cut)', () => {
    const text = 'a;"b ""x"""\r\nc;"d\r\ne"\r\n"f""";g\r\n';
    const whole = read([text]);
    expect(whole).toEqual([
      [1, ['a', 'b "x"']],
      [2, ['c', 'd\r\ne']],
      [4, ['f"', 'g']],
    ]);
    for (let cut = 1; cut < text.length; cut++) {
      expect(read([text.slice(0, cut), text.slice(cut), '']), `cut at ${cut}`).toEqual(whole);
      for (let second = cut + 1; second < text.length; second++)
        expect(read([text.slice(0, cut), text.slice(cut, second), text.slice(second), ''])).toEqual(whole);
    }
  });

  it('refuses a quoted field that never closes', () => {
    expect(() => read(['a;"b\r\n', 'c'])).toThrow(CsvSyntaxError);
  });
});
