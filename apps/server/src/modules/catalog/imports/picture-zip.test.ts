import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, deflateRawSync } from 'node:zlib';
import { IMPORT_ZIP_ENTRIES_MESSAGE, IMPORT_ZIP_INFLATED_MESSAGE } from '@kodumasinad/contract/admin';
import { describe, expect, it } from 'vitest';
import { entryCodes, readZipDirectory, readZipEntry, ZIP_MAX_ENTRIES, ZipRefused } from './picture-zip.js';

/** The bounded reader of an import's picture ZIP (decision 088). */

const dir = mkdtempSync(join(tmpdir(), 'kms-zip-'));
let files = 0;

/** Writes a ZIP of deflated entries; `declared` overrides an entry's declared size. */
function zip(entries: { name: string; data: Buffer; declared?: number }[]): string {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const packed = deflateRawSync(entry.data);
    const size = entry.declared ?? entry.data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc32(entry.data), 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const head = Buffer.alloc(46);
    head.writeUInt32LE(0x02014b50, 0);
    head.writeUInt16LE(0x800, 8);
    head.writeUInt16LE(8, 10);
    head.writeUInt32LE(crc32(entry.data), 16);
    head.writeUInt32LE(packed.length, 20);
    head.writeUInt32LE(size, 24);
    head.writeUInt16LE(name.length, 28);
    head.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    central.push(head, name);
    offset += 30 + name.length + packed.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  const path = join(dir, `${files++}.zip`);
  writeFileSync(path, Buffer.concat([...locals, directory, end]));
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
