import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { createInflateRaw } from 'node:zlib';
import { ZipRefusal, type ZipLimits } from './bounded-zip.js';

/**
 * A ZIP archive on disk read an entry at a time as a stream (decision 089), the streamed sibling
 * of bounded-zip.ts for the catalogue imports' XLSX files: only the central directory is read
 * whole; every entry's declared size and compression ratio are checked against the caps before
 * anything is inflated, and while an entry inflates its bytes are counted, so an archive that
 * lies about its sizes is stopped at the first piece past its declared size (or past the total
 * cap), never after. Inflated text is handed over in zlib's 16 KB pieces.
 */

export interface ZipEntry {
  name: string;
  method: number;
  flags: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const EOCD_MIN = 22;
const MAX_DIRECTORY_BYTES = 4 * 1024 * 1024;

const unreadable = (detail: string) => new ZipRefusal('unreadable', detail);
const tooLarge = (detail: string) => new ZipRefusal('too-large', detail);

export class ZipFile {
  private inflatedTotal = 0;

  private constructor(
    private readonly path: string,
    private readonly fileSize: number,
    readonly entries: ReadonlyMap<string, ZipEntry>,
    private readonly limits: ZipLimits,
  ) {}

  /** The archive's directory, checked for entry count; nothing is inflated yet. */
  static async open(path: string, limits: ZipLimits): Promise<ZipFile> {
    const handle = await open(path, 'r');
    try {
      const { size } = await handle.stat();
      if (size < EOCD_MIN) throw unreadable('too short');
      const tailLength = Math.min(size, EOCD_MIN + 0xffff);
      const tail = Buffer.alloc(tailLength);
      await handle.read(tail, 0, tailLength, size - tailLength);
      let eocd = -1;
      for (let at = tailLength - EOCD_MIN; at >= 0; at--) {
        if (tail.readUInt32LE(at) === EOCD_SIGNATURE) {
          eocd = at;
          break;
        }
      }
      if (eocd < 0) throw unreadable('no end of central directory');
      const count = tail.readUInt16LE(eocd + 10);
      const directorySize = tail.readUInt32LE(eocd + 12);
      const directoryOffset = tail.readUInt32LE(eocd + 16);
      if (count === 0xffff || directoryOffset === 0xffffffff) throw tooLarge('zip64');
      if (count > limits.maxEntries) throw tooLarge(`${count} entries`);
      if (directorySize > MAX_DIRECTORY_BYTES) throw tooLarge('central directory');
      if (directoryOffset + directorySize > size - tailLength + eocd)
        throw unreadable('central directory out of range');
      const directory = Buffer.alloc(directorySize);
      await handle.read(directory, 0, directorySize, directoryOffset);
      const entries = new Map<string, ZipEntry>();
      let at = 0;
      for (let i = 0; i < count; i++) {
        if (at + 46 > directorySize || directory.readUInt32LE(at) !== CENTRAL_SIGNATURE)
          throw unreadable('bad central entry');
        const nameLength = directory.readUInt16LE(at + 28);
        if (at + 46 + nameLength > directorySize) throw unreadable('bad entry name');
        const entry: ZipEntry = {
          flags: directory.readUInt16LE(at + 8),
          method: directory.readUInt16LE(at + 10),
          compressedSize: directory.readUInt32LE(at + 20),
          size: directory.readUInt32LE(at + 24),
          localOffset: directory.readUInt32LE(at + 42),
          name: directory.toString('utf8', at + 46, at + 46 + nameLength),
        };
        if (!entry.name.endsWith('/')) entries.set(entry.name, entry);
        at += 46 + nameLength + directory.readUInt16LE(at + 30) + directory.readUInt16LE(at + 32);
      }
      return new ZipFile(path, size, entries, limits);
    } finally {
      await handle.close();
    }
  }

  /** An entry's declared size against the caps, before it is inflated. */
  private check(entry: ZipEntry): void {
    const limits = this.limits;
    if (entry.size === 0xffffffff || entry.compressedSize === 0xffffffff) throw tooLarge('zip64 entry');
    if (entry.size > limits.maxEntryBytes) throw tooLarge(`${entry.name} declares ${entry.size} bytes`);
    if (this.inflatedTotal + entry.size > limits.maxTotalBytes)
      throw tooLarge(`entries declare over ${limits.maxTotalBytes} bytes`);
    if (
      entry.size > limits.ratioFloorBytes &&
      entry.size > limits.maxRatio * Math.max(1, entry.compressedSize)
    )
      throw tooLarge(`${entry.name} compressed ${entry.compressedSize} to ${entry.size} bytes`);
    if ((entry.flags & 0x1) !== 0) throw unreadable('encrypted entry');
    if (entry.method !== 0 && entry.method !== 8) throw unreadable(`compression method ${entry.method}`);
  }

  private async dataStart(entry: ZipEntry): Promise<number> {
    const handle = await open(this.path, 'r');
    try {
      const header = Buffer.alloc(30);
      const { bytesRead } = await handle.read(header, 0, 30, entry.localOffset);
      if (bytesRead < 30 || header.readUInt32LE(0) !== LOCAL_SIGNATURE) throw unreadable('bad local header');
      const start = entry.localOffset + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
      if (start + entry.compressedSize > this.fileSize) throw unreadable('entry out of range');
      return start;
    } finally {
      await handle.close();
    }
  }

  /**
   * The entry's text (UTF-8) a piece at a time, inflated under the caps: more bytes than it
   * declared, or than the total cap allows, stop it with 'too-large' at once.
   */
  async *text(name: string): AsyncGenerator<string> {
    const entry = this.entries.get(name);
    if (entry === undefined) throw unreadable(`no ${name}`);
    this.check(entry);
    const start = await this.dataStart(entry);
    const decoder = new TextDecoder('utf-8');
    if (entry.compressedSize === 0) {
      if (entry.size !== 0) throw unreadable(`${name} is empty`);
      return;
    }
    if (entry.method === 0 && entry.compressedSize !== entry.size) throw unreadable('stored size mismatch');
    const source = createReadStream(this.path, { start, end: start + entry.compressedSize - 1 });
    const inflate = entry.method === 8 ? createInflateRaw() : null;
    if (inflate !== null) source.on('error', (error) => inflate.destroy(error));
    const stream = inflate === null ? source : source.pipe(inflate);
    let bytes = 0;
    try {
      for await (const piece of stream as AsyncIterable<Buffer>) {
        bytes += piece.length;
        this.inflatedTotal += piece.length;
        if (bytes > entry.size) throw tooLarge(`${name} inflates past its declared ${entry.size} bytes`);
        if (this.inflatedTotal > this.limits.maxTotalBytes) throw tooLarge('inflated total over the cap');
        yield decoder.decode(piece, { stream: true });
      }
    } catch (error) {
      if (error instanceof ZipRefusal) throw error;
      throw unreadable(`${name} does not inflate`);
    } finally {
      source.destroy();
      inflate?.destroy();
    }
    if (bytes !== entry.size) throw unreadable(`${name} size mismatch`);
    const rest = decoder.decode();
    if (rest !== '') yield rest;
  }

  /** A small entry's whole text (the workbook, its relationships, the styles). */
  async wholeText(name: string, maxBytes: number): Promise<string> {
    const entry = this.entries.get(name);
    if (entry !== undefined && entry.size > maxBytes) throw tooLarge(`${name} declares ${entry.size} bytes`);
    let text = '';
    for await (const piece of this.text(name)) text += piece;
    return text;
  }
}
