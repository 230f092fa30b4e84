import { crc32, inflateRawSync } from 'node:zlib';

/**
 * Reading a ZIP archive (an XLSX file is one) without letting it expand without bound
 * (decision 062). Before anything is inflated, the central directory's entry count, each wanted
 * entry's declared size and compression ratio, and the declared total are checked against the
 * caps; then each entry is inflated with zlib's `maxOutputLength` set to its declared size, so an
 * archive that lies about its sizes is stopped while inflating, never after. Only the entries the
 * caller wants are inflated; the rest are counted and skipped. Pure and synchronous: it runs in
 * the upload worker (upload-worker.ts), never on the main thread for untrusted input.
 */

export interface ZipLimits {
  /** Entries in the central directory (all of them, wanted or not). */
  maxEntries: number;
  /** Inflated bytes of one wanted entry. */
  maxEntryBytes: number;
  /** Inflated bytes of all wanted entries together. */
  maxTotalBytes: number;
  /** Inflated/compressed size of an entry larger than `ratioFloorBytes`. */
  maxRatio: number;
  /** Entries up to this inflated size are not held to `maxRatio` (small XML compresses well). */
  ratioFloorBytes: number;
}

export const DEFAULT_ZIP_LIMITS: ZipLimits = {
  maxEntries: 1000,
  maxEntryBytes: 16 * 1024 * 1024,
  maxTotalBytes: 24 * 1024 * 1024,
  maxRatio: 200,
  ratioFloorBytes: 1024 * 1024,
};

/** Why an upload was refused: too large once inflated, or not a readable archive. */
export type ZipRefusalReason = 'too-large' | 'unreadable';

export class ZipRefusal extends Error {
  constructor(
    readonly reason: ZipRefusalReason,
    detail: string,
  ) {
    super(detail);
  }
}

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const EOCD_MIN = 22;
const MAX_COMMENT = 0xffff;

interface CentralEntry {
  name: string;
  method: number;
  flags: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

const unreadable = (detail: string) => new ZipRefusal('unreadable', detail);
const tooLarge = (detail: string) => new ZipRefusal('too-large', detail);

function endOfCentralDirectory(data: Buffer): number {
  const last = data.length - EOCD_MIN;
  const first = Math.max(0, last - MAX_COMMENT);
  for (let at = last; at >= first; at--) {
    if (data.readUInt32LE(at) === EOCD_SIGNATURE) return at;
  }
  throw unreadable('no end of central directory');
}

/** The central directory's entries, checked for count; no entry is inflated here. */
function centralEntries(data: Buffer, limits: ZipLimits): CentralEntry[] {
  if (data.length < EOCD_MIN) throw unreadable('too short');
  const eocd = endOfCentralDirectory(data);
  const count = data.readUInt16LE(eocd + 10);
  const directorySize = data.readUInt32LE(eocd + 12);
  const directoryOffset = data.readUInt32LE(eocd + 16);
  // ZIP64 markers: no spreadsheet an upload route accepts needs them.
  if (count === 0xffff || directoryOffset === 0xffffffff) throw tooLarge('zip64');
  if (count > limits.maxEntries) throw tooLarge(`${count} entries`);
  if (directoryOffset + directorySize > eocd) throw unreadable('central directory out of range');
  const entries: CentralEntry[] = [];
  let at = directoryOffset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > eocd || data.readUInt32LE(at) !== CENTRAL_SIGNATURE) throw unreadable('bad central entry');
    const nameLength = data.readUInt16LE(at + 28);
    const extraLength = data.readUInt16LE(at + 30);
    const commentLength = data.readUInt16LE(at + 32);
    if (at + 46 + nameLength > eocd) throw unreadable('bad entry name');
    entries.push({
      flags: data.readUInt16LE(at + 8),
      method: data.readUInt16LE(at + 10),
      compressedSize: data.readUInt32LE(at + 20),
      size: data.readUInt32LE(at + 24),
      localOffset: data.readUInt32LE(at + 42),
      name: data.toString('utf8', at + 46, at + 46 + nameLength),
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** The declared sizes of the wanted entries against the caps, before anything is inflated. */
function checkDeclared(entries: readonly CentralEntry[], limits: ZipLimits): void {
  let total = 0;
  for (const entry of entries) {
    if (entry.size === 0xffffffff || entry.compressedSize === 0xffffffff) throw tooLarge('zip64 entry');
    if (entry.size > limits.maxEntryBytes) throw tooLarge(`${entry.name} declares ${entry.size} bytes`);
    total += entry.size;
    if (total > limits.maxTotalBytes) throw tooLarge(`entries declare over ${limits.maxTotalBytes} bytes`);
    if (
      entry.size > limits.ratioFloorBytes &&
      entry.size > limits.maxRatio * Math.max(1, entry.compressedSize)
    ) {
      throw tooLarge(`${entry.name} compressed ${entry.compressedSize} to ${entry.size} bytes`);
    }
  }
}

/** One entry's bytes, inflated to at most its declared size (a lie is stopped while inflating). */
function inflateEntry(data: Buffer, entry: CentralEntry): Buffer {
  const at = entry.localOffset;
  if (at + 30 > data.length || data.readUInt32LE(at) !== LOCAL_SIGNATURE)
    throw unreadable('bad local header');
  if ((entry.flags & 0x1) !== 0) throw unreadable('encrypted entry');
  const start = at + 30 + data.readUInt16LE(at + 26) + data.readUInt16LE(at + 28);
  const end = start + entry.compressedSize;
  if (end > data.length) throw unreadable('entry out of range');
  const compressed = data.subarray(start, end);
  if (entry.method === 0) {
    if (entry.compressedSize !== entry.size) throw unreadable('stored entry size mismatch');
    return Buffer.from(compressed);
  }
  if (entry.method !== 8) throw unreadable(`compression method ${entry.method}`);
  let inflated: Buffer;
  try {
    // zlib stops and throws as soon as the output would pass the declared size.
    inflated = inflateRawSync(compressed, { maxOutputLength: Math.max(1, entry.size) });
  } catch (error) {
    if (error instanceof RangeError || (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') {
      throw tooLarge(`${entry.name} inflates past its declared ${entry.size} bytes`);
    }
    throw unreadable(`${entry.name} does not inflate`);
  }
  if (inflated.length !== entry.size) throw unreadable(`${entry.name} size mismatch`);
  return inflated;
}

/**
 * The wanted entries of a ZIP archive by name, inflated under the limits; a ZipRefusal when the
 * archive is not readable or would expand past a cap.
 */
export function readZipEntries(
  data: Buffer,
  wanted: (name: string) => boolean,
  limits: ZipLimits = DEFAULT_ZIP_LIMITS,
): Map<string, Buffer> {
  const entries = centralEntries(data, limits).filter(
    (entry) => !entry.name.endsWith('/') && wanted(entry.name),
  );
  checkDeclared(entries, limits);
  const files = new Map<string, Buffer>();
  let total = 0;
  for (const entry of entries) {
    const inflated = inflateEntry(data, entry);
    total += inflated.length;
    if (total > limits.maxTotalBytes) throw tooLarge('inflated total over the cap');
    files.set(entry.name, inflated);
  }
  return files;
}

/**
 * A ZIP archive of `files` stored without compression: the checked, inflated entries handed to a
 * library that reads archives itself (read-excel-file), so that it reads exactly what was checked.
 */
export function storedZip(files: ReadonlyMap<string, Buffer>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of files) {
    const nameBytes = Buffer.from(name, 'utf8');
    const crc = crc32(content);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(LOCAL_SIGNATURE, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(content.length, 18);
    local.writeUInt32LE(content.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(CENTRAL_SIGNATURE, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(content.length, 20);
    central.writeUInt32LE(content.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, content);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + content.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(EOCD_MIN);
  end.writeUInt32LE(EOCD_SIGNATURE, 0);
  end.writeUInt16LE(files.size, 8);
  end.writeUInt16LE(files.size, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
