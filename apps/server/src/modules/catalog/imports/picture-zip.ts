import { open } from 'node:fs/promises';
import { promisify } from 'node:util';
import { inflateRaw } from 'node:zlib';
import {
  IMPORT_ZIP_ENTRIES_MESSAGE,
  IMPORT_ZIP_INFLATED_MESSAGE,
  IMPORT_ZIP_LINK_MESSAGE,
  IMPORT_ZIP_NAME_MESSAGE,
  IMPORT_ZIP_TYPE_MESSAGE,
  IMPORT_ZIP_UNSUPPORTED_MESSAGE,
  MAX_PRODUCT_IMAGE_BYTES,
} from '@kodumasinad/contract/admin';

/**
 * The picture ZIP uploaded beside an import file (decision 088), read by a small bounded reader
 * of the ZIP's central directory (no ZIP library is a dependency): at most ZIP_MAX_ENTRIES entries
 * and ZIP_MAX_INFLATED bytes declared in all; names that climb out (`..`, absolute, a drive) and
 * symbolic links refuse the whole ZIP, as do encryption, ZIP64 and methods other than stored and
 * deflate. An entry is read only when it is used: its compressed bytes from the file, inflated by
 * zlib's asynchronous inflate (on the thread pool, off the main thread) with its output capped at
 * the declared size, which must match. Entries over the picture limit are listed, never read.
 */

export const ZIP_MAX_ENTRIES = 2000;
export const ZIP_MAX_INFLATED = 500 * 1024 * 1024;
/** The central directory read at most (2000 entries with long names fit easily). */
const MAX_DIRECTORY_BYTES = 4 * 1024 * 1024;

const inflate = promisify(inflateRaw);

export class ZipRefused extends Error {}

export interface ZipEntry {
  /** The entry's full name in the ZIP ('kaustad/AB-100-2.jpg'). */
  name: string;
  /** The name without folders and extension ('AB-100-2'). */
  stem: string;
  method: 0 | 8;
  compressedSize: number;
  size: number;
  crc: number;
  offset: number;
}

/** The entry's import source: its CRC-32 and size, so an unchanged picture is known without reading it. */
export const zipSource = (entry: ZipEntry) => `zip:${entry.crc.toString(16).padStart(8, '0')}:${entry.size}`;

const unsafeName = (name: string) =>
  name.includes('\0') ||
  /^[\\/]/.test(name) ||
  /^[a-z]:/i.test(name) ||
  name.split(/[\\/]/).some((part) => part === '..');

/** The picture entries of a ZIP (folders, dot files and __MACOSX left out), in name order. */
export async function readZipDirectory(path: string): Promise<ZipEntry[]> {
  const file = await open(path, 'r');
  try {
    const { size } = await file.stat();
    const tailLength = Math.min(size, 22 + 65_535);
    if (tailLength < 22) throw new ZipRefused(IMPORT_ZIP_TYPE_MESSAGE);
    const tail = Buffer.alloc(tailLength);
    await file.read(tail, 0, tailLength, size - tailLength);
    let end = -1;
    for (let i = tailLength - 22; i >= 0; i--)
      if (tail.readUInt32LE(i) === 0x06054b50) {
        end = i;
        break;
      }
    if (end < 0) throw new ZipRefused(IMPORT_ZIP_TYPE_MESSAGE);
    const count = tail.readUInt16LE(end + 10);
    const directorySize = tail.readUInt32LE(end + 12);
    const directoryOffset = tail.readUInt32LE(end + 16);
    if (count === 0xffff || directoryOffset === 0xffffffff)
      throw new ZipRefused(IMPORT_ZIP_UNSUPPORTED_MESSAGE);
    if (count > ZIP_MAX_ENTRIES || directorySize > MAX_DIRECTORY_BYTES)
      throw new ZipRefused(IMPORT_ZIP_ENTRIES_MESSAGE);
    if (directoryOffset + directorySize > size) throw new ZipRefused(IMPORT_ZIP_TYPE_MESSAGE);
    const directory = Buffer.alloc(directorySize);
    await file.read(directory, 0, directorySize, directoryOffset);

    const entries: ZipEntry[] = [];
    let inflated = 0;
    let at = 0;
    for (let i = 0; i < count; i++) {
      if (at + 46 > directory.length || directory.readUInt32LE(at) !== 0x02014b50)
        throw new ZipRefused(IMPORT_ZIP_TYPE_MESSAGE);
      const flags = directory.readUInt16LE(at + 8);
      const method = directory.readUInt16LE(at + 10);
      const crc = directory.readUInt32LE(at + 16);
      const compressedSize = directory.readUInt32LE(at + 20);
      const entrySize = directory.readUInt32LE(at + 24);
      const nameLength = directory.readUInt16LE(at + 28);
      const extraLength = directory.readUInt16LE(at + 30);
      const commentLength = directory.readUInt16LE(at + 32);
      const external = directory.readUInt32LE(at + 38);
      const offset = directory.readUInt32LE(at + 42);
      const nameBytes = directory.subarray(at + 46, at + 46 + nameLength);
      at += 46 + nameLength + extraLength + commentLength;
      if (at > directory.length) throw new ZipRefused(IMPORT_ZIP_TYPE_MESSAGE);
      const name = nameBytes.toString(flags & 0x800 ? 'utf8' : 'latin1');
      if (unsafeName(name)) throw new ZipRefused(`${IMPORT_ZIP_NAME_MESSAGE}: „${name.slice(0, 200)}”.`);
      if (((external >>> 16) & 0o170000) === 0o120000) throw new ZipRefused(IMPORT_ZIP_LINK_MESSAGE);
      if (name.endsWith('/')) continue;
      if (flags & 0x1 || (method !== 0 && method !== 8) || entrySize === 0xffffffff || offset === 0xffffffff)
        throw new ZipRefused(IMPORT_ZIP_UNSUPPORTED_MESSAGE);
      inflated += entrySize;
      if (inflated > ZIP_MAX_INFLATED) throw new ZipRefused(IMPORT_ZIP_INFLATED_MESSAGE);
      const base = name.split(/[\\/]/).pop() ?? '';
      if (base === '' || base.startsWith('.') || name.split(/[\\/]/).includes('__MACOSX')) continue;
      const dot = base.lastIndexOf('.');
      entries.push({
        name,
        stem: dot > 0 ? base.slice(0, dot) : base,
        method,
        compressedSize,
        size: entrySize,
        crc,
        offset,
      });
    }
    return entries.sort(byPictureOrder);
  } finally {
    await file.close();
  }
}

/** Name order: by code, then the picture's number (none first: KOOD, KOOD-2, KOOD_3, KOOD-10), then the full name. */
function byPictureOrder(a: ZipEntry, b: ZipEntry): number {
  const key = (entry: ZipEntry) => {
    const match = /^(.*?)(?:[-_](\d{1,3}))?$/.exec(entry.stem);
    return { code: (match?.[1] ?? entry.stem).toLowerCase(), number: Number(match?.[2] ?? 0) };
  };
  const [x, y] = [key(a), key(b)];
  if (x.code !== y.code) return x.code < y.code ? -1 : 1;
  if (x.number !== y.number) return x.number - y.number;
  return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
}

/** Whether an entry is larger than a picture may be. */
export const entryTooLarge = (entry: ZipEntry) =>
  entry.size > MAX_PRODUCT_IMAGE_BYTES || entry.compressedSize > MAX_PRODUCT_IMAGE_BYTES + 1024 * 1024;

/** One entry's bytes (inflated, at most its declared size, which must match); ZipRefused when broken. */
export async function readZipEntry(path: string, entry: ZipEntry): Promise<Buffer> {
  if (entryTooLarge(entry)) throw new ZipRefused(IMPORT_ZIP_INFLATED_MESSAGE);
  const file = await open(path, 'r');
  try {
    const header = Buffer.alloc(30);
    await file.read(header, 0, 30, entry.offset);
    if (header.readUInt32LE(0) !== 0x04034b50) throw new ZipRefused(IMPORT_ZIP_TYPE_MESSAGE);
    const start = entry.offset + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
    const compressed = Buffer.alloc(entry.compressedSize);
    const { bytesRead } = await file.read(compressed, 0, entry.compressedSize, start);
    if (bytesRead !== entry.compressedSize) throw new ZipRefused(IMPORT_ZIP_TYPE_MESSAGE);
    let bytes: Buffer;
    if (entry.method === 0) bytes = compressed;
    else {
      try {
        bytes = await inflate(compressed, { maxOutputLength: Math.max(1, entry.size) });
      } catch {
        throw new ZipRefused(IMPORT_ZIP_TYPE_MESSAGE);
      }
    }
    if (bytes.length !== entry.size) throw new ZipRefused(IMPORT_ZIP_TYPE_MESSAGE);
    return bytes;
  } finally {
    await file.close();
  }
}

/**
 * The product codes an entry's name may mean, most specific first: the whole stem ('AB-100'),
 * then without a picture number ('KOOD-2', 'KOOD_3' → 'KOOD').
 */
export function entryCodes(entry: ZipEntry): string[] {
  const stripped = entry.stem.replace(/[-_]\d{1,3}$/, '');
  return stripped === entry.stem || stripped === '' ? [entry.stem] : [entry.stem, stripped];
}
