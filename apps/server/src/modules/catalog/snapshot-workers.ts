import type { Config } from '../../config.js';
import { WorkerPool } from '../../platform/worker-pool.js';
import type { CatalogSnapshot } from './engine/catalog-snapshot.js';
import type { SnapshotBuildJob, SnapshotFileReply } from './snapshot-build.worker.js';
import { unpackSnapshot, type PackedSnapshot } from './snapshot-transfer.js';

/** A build at 100,000 products takes seconds on a busy machine; far beyond that it is stuck. */
const BUILD_TIMEOUT_MS = 5 * 60_000;
/**
 * The worker holds one catalogue being built (~150 MB at 100,000 products) besides its code; a
 * 16 MB young generation (not 64) keeps the rebuild after a 100,000-row import near 10 MB lower
 * at the peak for 5-8 % more build time (docs/performance.md, import part).
 */
const BUILD_RESOURCE_LIMITS = { maxOldGenerationSizeMb: 768, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 };

const workerScript = () =>
  new URL(
    import.meta.url.endsWith('.ts') ? './snapshot-build.worker.ts' : './snapshot-build.worker.js',
    import.meta.url,
  );

/**
 * The catalogue index's builder (decision 082): one worker thread that reads the catalogue on a
 * connection of its own and builds the snapshot, which comes back with its buffers transferred; the
 * main thread only puts the lookups together again. The worker ends 5 s after its last job (giving
 * its memory back) and starts again for the next one. With `fileDatabase` (decision 085), `file()`
 * then asks the worker for the last build's index file, encoded there after the build was handed
 * over (null when the catalogue changed during that build).
 */
export function snapshotWorkers(
  database: Config['database'],
  fileDatabase?: string,
): {
  build: () => Promise<CatalogSnapshot>;
  file: () => Promise<SnapshotFileReply>;
  close: () => Promise<void>;
} {
  const pool = new WorkerPool({
    script: workerScript(),
    size: 1,
    maxQueue: 1,
    timeoutMs: BUILD_TIMEOUT_MS,
    idleMs: 5_000,
    resourceLimits: BUILD_RESOURCE_LIMITS,
  });
  const job: SnapshotBuildJob =
    fileDatabase === undefined ? { kind: 'build', database } : { kind: 'build', database, fileDatabase };
  return {
    build: async () => unpackSnapshot(await pool.run<PackedSnapshot>(job)),
    file: () => pool.run<SnapshotFileReply>({ kind: 'file' } satisfies SnapshotBuildJob),
    close: () => pool.close(),
  };
}
