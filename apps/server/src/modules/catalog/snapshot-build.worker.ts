import { Kysely } from 'kysely';
import type { Config } from '../../config.js';
import { createDialect } from '../../db/dialect.js';
import type { Database } from '../../db/schema.js';
import { serveJobs, TransferredReply } from '../../platform/worker-jobs.js';
import { CatalogRepository } from './catalog.repository.js';
import { buildSnapshot } from './snapshot-builder.js';
import { encodeSnapshotFileParts, hasFileStamp, type SnapshotFileKey } from './snapshot-file.js';
import { packSnapshot, type PackedSnapshot } from './snapshot-transfer.js';

/**
 * The catalogue index's builder thread (decision 082): reads the whole catalogue from the database
 * on a connection of its own and builds the snapshot here, off the main thread's event loop, then
 * hands it over with its buffers transferred. The connection stays open for the next build.
 * With `fileDatabase` (decision 085) the build is handed over as a copy instead and kept here, and
 * the next `file` job encodes it as its file's bytes, after the build was handed over: neither the
 * buyers nor a staff member waiting for their save see that work.
 */
export type SnapshotBuildJob =
  | {
      kind: 'build';
      database: Config['database'];
      /** The database's key in the index file's header; absent: no file wanted. */
      fileDatabase?: string;
    }
  | { kind: 'file' };

/** The reply to a `file` job: the last build's file in parts, null when there is none to write. */
export type SnapshotFileReply = { version: number; bytes: Uint8Array[] } | null;

let db: Kysely<Database> | null = null;
let opened = '';
/** The last build, kept for its file: only when it is the catalogue of the version read before it. */
let forFile: { packed: PackedSnapshot; key: SnapshotFileKey } | null = null;

/** A full collection when Node was started with --expose-gc (node-flags.json), else nothing. */
const collectGarbage = () => (globalThis as { gc?: () => void }).gc?.();

/** Bytes with an ArrayBuffer of their own, which can be transferred. */
const ownBuffer = (bytes: Buffer): Uint8Array =>
  bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : new Uint8Array(bytes);

async function build(job: Extract<SnapshotBuildJob, { kind: 'build' }>): Promise<unknown> {
  const key = JSON.stringify(job.database);
  if (db === null || opened !== key) {
    await db?.destroy();
    db = new Kysely<Database>({ dialect: createDialect(job.database) });
    opened = key;
  }
  const repo = new CatalogRepository(db);
  const stamp = job.fileDatabase === undefined ? null : await repo.stamp();
  const { packed, transfer } = packSnapshot(await buildSnapshot(repo));
  // The build's garbage (its rows, the search index's construction) goes before the handover
  // copies or moves the snapshot: the process's peak is the snapshot twice, not its garbage too.
  collectGarbage();
  forFile =
    stamp !== null &&
    job.fileDatabase !== undefined &&
    hasFileStamp(stamp) &&
    stamp.version === packed.snapshot.version
      ? { packed, key: { database: job.fileDatabase, ...stamp } }
      : null;
  // Kept for its file: copied to the main thread (a memory copy), its buffers stay usable here.
  return forFile === null ? new TransferredReply(packed, transfer) : packed;
}

serveJobs<SnapshotBuildJob>(async (job) => {
  if (job.kind === 'build') return build(job);
  const last = forFile;
  forFile = null;
  if (last === null) return null satisfies SnapshotFileReply;
  const bytes = encodeSnapshotFileParts(last.packed, last.key).map(ownBuffer);
  // The packed copy is not needed once encoded: collected before the bytes travel.
  last.packed = null as unknown as PackedSnapshot;
  collectGarbage();
  const reply: SnapshotFileReply = { version: last.key.version, bytes };
  return new TransferredReply(
    reply,
    bytes.map((part) => part.buffer as ArrayBuffer),
  );
});
