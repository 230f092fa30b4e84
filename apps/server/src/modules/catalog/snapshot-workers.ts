import type { Config } from '../../config.js';
import { WorkerPool } from '../../platform/worker-pool.js';
import type { CatalogSnapshot } from './engine/catalog-snapshot.js';
import type { SnapshotBuildJob } from './snapshot-build.worker.js';
import { unpackSnapshot, type PackedSnapshot } from './snapshot-transfer.js';

/** A build at 100,000 products takes seconds on a busy machine; far beyond that it is stuck. */
const BUILD_TIMEOUT_MS = 5 * 60_000;
/** The worker holds one catalogue being built (~150 MB at 100,000 products) besides its code. */
const BUILD_RESOURCE_LIMITS = { maxOldGenerationSizeMb: 768, maxYoungGenerationSizeMb: 64, stackSizeMb: 4 };

const workerScript = () =>
  new URL(
    import.meta.url.endsWith('.ts') ? './snapshot-build.worker.ts' : './snapshot-build.worker.js',
    import.meta.url,
  );

/**
 * The catalogue index's builder (decision 082): one worker thread that reads the catalogue on a
 * connection of its own and builds the snapshot, which comes back with its buffers transferred; the
 * main thread only puts the lookups together again. The worker ends 5 s after its last build
 * (giving its memory back) and starts again for the next one.
 */
export function snapshotWorkers(database: Config['database']): {
  build: () => Promise<CatalogSnapshot>;
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
  return {
    build: async () =>
      unpackSnapshot(await pool.run<PackedSnapshot>({ database } satisfies SnapshotBuildJob)),
    close: () => pool.close(),
  };
}
