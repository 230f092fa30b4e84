import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { streamTableFile, TableStreamError } from './table-stream.js';
import type { TableRow } from './upload-reading.js';

const dir = mkdtempSync(join(tmpdir(), 'kms-stream-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, content: string | Buffer): string {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
}

async function readAll(path: string, options: Parameters<typeof streamTableFile>[2] = {}) {
  const rows: TableRow[] = [];
  const chunks: number[] = [];
  for await (const chunk of streamTableFile(path, 'csv', options)) {
    chunks.push(chunk.length);
    rows.push(...chunk);
  }
  return { rows, chunks };
}

describe('streamTableFile', () => {
  it('reads semicolons, quoted separators, quotes and line breaks with the lines they start on', async () => {
    const path = file(
      'a.csv',
      '\uFEFFKood;Nimetus\r\nA1;"Pesu; masin ""X"""\r\nA2;"kaks\r\nrida"\r\n\r\nA3;kolm',
    );
    const { rows } = await readAll(path);
    expect(rows).toEqual([
      { row: 1, cells: ['Kood', 'Nimetus'] },
      { row: 2, cells: ['A1', 'Pesu; masin "X"'] },
      { row: 3, cells: ['A2', 'kaks\r\nrida'] },
      { row: 6, cells: ['A3', 'kolm'] },
    ]);
  });

  it('detects tabs and commas, and Windows-1257 when the bytes are not UTF-8', async () => {
    expect((await readAll(file('t.csv', 'kood\tnimetus\nA\tB\n'))).rows[1]?.cells).toEqual(['A', 'B']);
    expect((await readAll(file('c.csv', 'kood,nimetus\nA,"B,C"\n'))).rows[1]?.cells).toEqual(['A', 'B,C']);
    // "Kaubamärk;Õhk" in Windows-1257: ä = 0xE4, Õ = 0xD5.
    const latin = Buffer.from([0x4b, 0x61, 0x75, 0x62, 0x61, 0x6d, 0xe4, 0x72, 0x6b, 0x3b, 0xd5, 0x68, 0x6b]);
    expect((await readAll(file('w.csv', latin))).rows[0]?.cells).toEqual(['Kaubamärk', 'Õhk']);
  });

  it('hands rows over in chunks, however long the file', async () => {
    const lines = ['kood;hind', ...Array.from({ length: 2500 }, (_, i) => `P${i};${i},50`)];
    let summary = { rows: 0, encoding: '' };
    const { rows, chunks } = await readAll(file('long.csv', lines.join('\n')), {
      chunkRows: 1000,
      onEnd: (s) => (summary = s),
    });
    expect(rows).toHaveLength(2501);
    expect(chunks).toEqual([1000, 1000, 501]);
    expect(summary).toEqual({ rows: 2501, encoding: 'utf-8' });
  });

  it('refuses too many rows, unbalanced quotes and binary files', async () => {
    const refusal = async (path: string, options = {}) => {
      try {
        await readAll(path, options);
      } catch (error) {
        return error instanceof TableStreamError ? error.reason : String(error);
      }
      return 'read';
    };
    expect(await refusal(file('many.csv', 'a\n1\n2\n3\n'), { maxRows: 2 })).toBe('too-many-rows');
    expect(await refusal(file('q.csv', 'a;b\n"open;1\n'))).toBe('unreadable');
    expect(await refusal(file('bin.csv', Buffer.from([0x50, 0x4b, 0, 0, 1, 2])))).toBe('not-text');
  });
});
