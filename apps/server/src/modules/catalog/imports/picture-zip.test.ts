import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IMPORT_ZIP_ENTRIES_MESSAGE, IMPORT_ZIP_INFLATED_MESSAGE } from '@kodumasinad/contract/admin';
import { describe, expect, it } from 'vitest';
import { zipOf } from '../../../test-support/zip-bomb.js';
import { entryCodes, readZipDirectory, readZipEntry, ZIP_MAX_ENTRIES, ZipRefused } from './picture-zip.js';

/** The bounded reader of an import's picture ZIP (decision 088). */

const dir = mkdtempSync(join(tmpdir(), 'kms-zip-'));
let files = 0;

/** Writes a ZIP of deflated entries; `declared` overrides an entry's declared size. */
function zip(entries: { name: string; data: Buffer; declared?: number }[]): string {
  const archive = zipOf(
    entries.map(({ name, data, declared }) => ({ name, content: data, declaredSize: declared })),
  );
  const path = join(dir, `${files++}.zip`);
  writeFileSync(path, archive);
  return path;
}

describe('picture ZIP', () => {
  it('lists entries in picture order and reads them back', async () => {
    const path = zip([
      { name: 'AB-10.png', data: Buffer.from('10') },
      { name: 'a/ab_2.png', data: Buffer.from('2') },
      { name: 'AB.png', data: Buffer.from('1') },
      { name: '__MACOSX/AB.png', data: Buffer.from('x') },
      { name: 'kaust/', data: Buffer.alloc(0) },
    ]);
    const entries = await readZipDirectory(path);
    expect(entries.map((entry) => entry.name)).toEqual(['AB.png', 'a/ab_2.png', 'AB-10.png']);
    expect(await readZipEntry(path, entries[1] as never)).toEqual(Buffer.from('2'));
    expect(entryCodes(entries[2] as never)).toEqual(['AB-10', 'AB']);
  });

  it('refuses too many entries and a declared size beyond the total cap', async () => {
    const many = Array.from({ length: ZIP_MAX_ENTRIES + 1 }, (_, i) => ({
      name: `${i}.png`,
      data: Buffer.from('x'),
    }));
    await expect(readZipDirectory(zip(many))).rejects.toEqual(new ZipRefused(IMPORT_ZIP_ENTRIES_MESSAGE));
    const huge = Array.from({ length: 40 }, (_, i) => ({
      name: `${i}.png`,
      data: Buffer.from('x'),
      declared: 14 * 1024 * 1024,
    }));
    await expect(readZipDirectory(zip(huge))).rejects.toEqual(new ZipRefused(IMPORT_ZIP_INFLATED_MESSAGE));
  });

  it('does not inflate past the declared size (a bomb that lies about its size)', async () => {
    const path = zip([{ name: 'AB.png', data: Buffer.alloc(5 * 1024 * 1024), declared: 1000 }]);
    const [entry] = await readZipDirectory(path);
    await expect(readZipEntry(path, entry as never)).rejects.toBeInstanceOf(ZipRefused);
  });
});
