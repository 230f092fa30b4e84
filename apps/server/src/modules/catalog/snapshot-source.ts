import type { FastifyBaseLogger } from 'fastify';
import type { CatalogRepository } from './catalog.repository.js';
import type { CatalogSnapshot } from './engine/catalog-snapshot.js';
import type { SnapshotFileReply } from './snapshot-build.worker.js';
import { buildSnapshot } from './snapshot-builder.js';
import type { SnapshotFileCache } from './snapshot-cache.js';
import { encodeSnapshotFileParts, hasFileStamp } from './snapshot-file.js';
import { packSnapshot, unpackSnapshot, type PackedSnapshot } from './snapshot-transfer.js';

export interface SnapshotSourceOptions {
  repo: CatalogRepository;
  /** The index on disk (decision 085); null: always built, nothing written. */
  cache: SnapshotFileCache | null;
  /** The worker's build (decision 082) and its file afterwards; absent: both in this thread. */
  worker?: { build: () => Promise<CatalogSnapshot>; file: () => Promise<SnapshotFileReply> };
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
}

/**
 * Where the catalogue store's snapshots come from (decision 085): the first one from the index
 * file of the database's current catalogue version when there is a right one, every other one
 * from a build. After a build the new file is written once the snapshot is handed over: the worker
 * encodes it, this thread only hands the bytes to the file system.
 */
export class SnapshotSource {
  /** How many snapshots came from a file (tests and the log tell a load from a build by it). */
  loadedFromFile = 0;
  private first = true;
  private saving: Promise<void> = Promise.resolve();

  constructor(private readonly options: SnapshotSourceOptions) {}

  /** The next snapshot: loaded at the first call when the file is right, built otherwise. */
  next = async (): Promise<CatalogSnapshot> => {
    if (this.first) {
      this.first = false;
      const loaded = await this.load();
      if (loaded !== null) return loaded;
    }
    const { cache, repo, worker } = this.options;
    if (worker !== undefined) {
      const snapshot = await worker.build();
      if (cache !== null) this.save(worker.file);
      return snapshot;
    }
    // Without a worker: built, and later encoded, in this thread (which the build blocks anyway).
    const stamp = cache === null ? null : await repo.stamp();
    const snapshot = await buildSnapshot(repo);
    if (cache !== null && stamp !== null && hasFileStamp(stamp) && stamp.version === snapshot.version) {
      this.save(async () => ({
        version: stamp.version,
        bytes: encodeSnapshotFileParts(packSnapshot(snapshot).packed, { database: cache.database, ...stamp }),
      }));
    }
    return snapshot;
  };

  /** Resolves when the files being written are (shutdown, tests). */
  async idle(): Promise<void> {
    await this.saving;
  }

  private async load(): Promise<CatalogSnapshot | null> {
    const { cache, repo, log } = this.options;
    if (cache === null) return null;
    const started = performance.now();
    const stamp = await repo.stamp();
    if (!hasFileStamp(stamp)) return null;
    const rejected = (version: number) => (reason: string) =>
      log.warn({ file: cache.fileOf(version), reason }, 'catalogue index file not used; building the index');
    let packed = await cache.load(stamp, rejected(stamp.version));
    if (packed === null) packed = await this.loadOlder(cache, stamp.version, rejected);
    if (packed === null) return null;
    const snapshot = await unpackSnapshot(packed);
    this.loadedFromFile++;
    log.info(
      {
        version: snapshot.version,
        current: stamp.version,
        products: snapshot.size,
        ms: Math.round(performance.now() - started),
      },
      'catalogue index loaded from its file',
    );
    return snapshot;
  }

  /**
   * An older version's file, when every version since it changed only prices or discounts
   * (decision 092): the store patches it up to the current version before it serves. The file's
   * time must be the one its version's change recorded, so another catalogue's file at that
   * number is refused as the exact one is.
   */
  private async loadOlder(
    cache: SnapshotFileCache,
    current: number,
    rejected: (version: number) => (reason: string) => void,
  ): Promise<PackedSnapshot | null> {
    const { repo } = this.options;
    const version = await cache.newestBelow(current);
    if (version === null) return null;
    const changes = await repo.changes(version - 1, current);
    const own = changes?.[0];
    if (changes === null || own === undefined || changes.slice(1).some((change) => change.kind === 'other'))
      return null;
    return cache.load({ version, updatedAt: own.at }, rejected(version));
  }

  /** Writes the file `file` gives (null: none), after the files before it; failures are logged. */
  private save(file: () => Promise<SnapshotFileReply>): void {
    const { cache, log } = this.options;
    if (cache === null) return;
    this.saving = this.saving
      .then(file)
      .then((reply) => (reply === null ? undefined : cache.save(reply.version, reply.bytes)))
      .catch((error: unknown) => log.warn({ err: error }, 'catalogue index file not written'));
  }
}
