import { createHash } from 'node:crypto';
import { deserialize, serialize } from 'node:v8';
import type { PackedSnapshot } from './snapshot-transfer.js';

/**
 * The catalogue index as a file (decision 085): a small header, then the packed snapshot
 * (snapshot-transfer.ts) as V8's serialization, whose typed arrays and long packed strings are
 * copied as blocks of bytes. Layout:
 *
 *   8 bytes  magic `KMSIDX\0\0`
 *   4 bytes  header length (uint32 LE), then the header as JSON (FileHeader)
 *   payload  v8.serialize(PackedSnapshot)
 *
 * The header names what the file is valid for; `readSnapshotFile` refuses anything that differs
 * in the slightest, so a wrong catalogue is never served: the index is built instead.
 */
const MAGIC = Buffer.from('KMSIDX\0\0', 'latin1');
/**
 * Raise when the snapshot's layout or meaning changes (CatalogSnapshot, PackedSnapshot, the
 * search index's data, the builder's orders): an upgraded server never loads an older layout.
 */
export const SNAPSHOT_FILE_FORMAT = 1;

/** What a file holds and for which catalogue. */
export interface SnapshotFileKey {
  /** Identifies the database (databaseKey in snapshot-cache.ts). */
  database: string;
  version: number;
  /** catalog_meta.updated_at: tells a recreated database at the same version apart. */
  updatedAt: string;
}

interface FileHeader extends SnapshotFileKey {
  format: number;
  /** The serializer's engine: another V8 may write another wire format. */
  v8: string;
  payloadBytes: number;
  sha256: string;
}

export class SnapshotFileError extends Error {}

/**
 * Whether a catalogue of this stamp may have a file: not without a `catalog_meta` row (version 0,
 * no time), which any database may show whatever products it holds.
 */
export const hasFileStamp = (stamp: { updatedAt: string }): boolean => stamp.updatedAt !== '';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** The packed snapshot as the file's bytes; its buffers are copied, not detached. */
export function encodeSnapshotFile(packed: PackedSnapshot, key: SnapshotFileKey): Buffer {
  return Buffer.concat(encodeSnapshotFileParts(packed, key));
}

/**
 * The file as its two parts, the header and the payload, written one after the other: the
 * payload (47 MB at 100,000 products) is never copied into one buffer with its header.
 */
export function encodeSnapshotFileParts(packed: PackedSnapshot, key: SnapshotFileKey): [Buffer, Buffer] {
  const payload = serialize(packed);
  const header: FileHeader = {
    format: SNAPSHOT_FILE_FORMAT,
    v8: process.versions.v8,
    database: key.database,
    version: key.version,
    updatedAt: key.updatedAt,
    payloadBytes: payload.length,
    sha256: sha256(payload),
  };
  const json = Buffer.from(JSON.stringify(header), 'utf8');
  const length = Buffer.alloc(4);
  length.writeUInt32LE(json.length);
  return [Buffer.concat([MAGIC, length, json]), payload];
}

function readHeader(bytes: Buffer): { header: FileHeader; payloadAt: number } {
  if (bytes.length < MAGIC.length + 4 || !bytes.subarray(0, MAGIC.length).equals(MAGIC)) {
    throw new SnapshotFileError('not a catalogue index file');
  }
  const length = bytes.readUInt32LE(MAGIC.length);
  const start = MAGIC.length + 4;
  if (length > 4096 || start + length > bytes.length) throw new SnapshotFileError('header cut short');
  let header: FileHeader;
  try {
    header = JSON.parse(bytes.subarray(start, start + length).toString('utf8')) as FileHeader;
  } catch {
    throw new SnapshotFileError('header unreadable');
  }
  return { header, payloadAt: start + length };
}

/** The parts of a packed snapshot the unpacking relies on, checked after deserializing. */
function checkShape(packed: PackedSnapshot, version: number): void {
  const { snapshot, strings, urlOrder, searchStrings } = packed;
  const size = snapshot.size;
  const columnsFit =
    Number.isInteger(size) &&
    snapshot.version === version &&
    snapshot.ids instanceof Int32Array &&
    snapshot.ids.length === size &&
    urlOrder instanceof Int32Array &&
    urlOrder.length === size &&
    Object.values(strings).every((c) => c.lengths instanceof Int32Array && c.lengths.length === size) &&
    Object.values(searchStrings).every((c) => c.lengths instanceof Int32Array && typeof c.text === 'string');
  if (!columnsFit) throw new SnapshotFileError('content does not fit its header');
}

/**
 * The packed snapshot in `bytes` if the file is whole and made for `key` by this format and
 * engine; a SnapshotFileError naming what differs otherwise.
 */
export function decodeSnapshotFile(bytes: Buffer, key: SnapshotFileKey): PackedSnapshot {
  const { header, payloadAt } = readHeader(bytes);
  if (header.format !== SNAPSHOT_FILE_FORMAT) throw new SnapshotFileError(`format ${header.format}`);
  if (header.v8 !== process.versions.v8) throw new SnapshotFileError(`written by V8 ${header.v8}`);
  if (header.database !== key.database) throw new SnapshotFileError('another database');
  if (header.version !== key.version || header.updatedAt !== key.updatedAt) {
    throw new SnapshotFileError(`catalogue version ${header.version} of ${header.updatedAt}`);
  }
  const payload = bytes.subarray(payloadAt);
  if (payload.length !== header.payloadBytes) throw new SnapshotFileError('cut short');
  if (sha256(payload) !== header.sha256) throw new SnapshotFileError('checksum mismatch');
  let packed: PackedSnapshot;
  try {
    packed = deserialize(payload) as PackedSnapshot;
  } catch {
    throw new SnapshotFileError('content unreadable');
  }
  try {
    checkShape(packed, key.version);
  } catch (error) {
    if (error instanceof SnapshotFileError) throw error;
    throw new SnapshotFileError('content is not a catalogue index');
  }
  return packed;
}
