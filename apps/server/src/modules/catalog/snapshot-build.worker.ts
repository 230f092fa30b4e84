import { Kysely } from 'kysely';
import type { Config } from '../../config.js';
import { createDialect } from '../../db/dialect.js';
import type { Database } from '../../db/schema.js';
import { serveJobs, TransferredReply } from '../../platform/worker-jobs.js';
import { CatalogRepository } from './catalog.repository.js';
import { buildSnapshot } from './snapshot-builder.js';
import { packSnapshot } from './snapshot-transfer.js';

/**
 * The catalogue index's builder thread (decision 082): reads the whole catalogue from the database
 * on a connection of its own and builds the snapshot here, off the main thread's event loop, then
 * hands it over with its buffers transferred. The connection stays open for the next build.
 */
export interface SnapshotBuildJob {
  database: Config['database'];
}

let db: Kysely<Database> | null = null;
let opened = '';

serveJobs<SnapshotBuildJob>(async ({ database }) => {
  const key = JSON.stringify(database);
  if (db === null || opened !== key) {
    await db?.destroy();
    db = new Kysely<Database>({ dialect: createDialect(database) });
    opened = key;
  }
  const { packed, transfer } = packSnapshot(await buildSnapshot(new CatalogRepository(db)));
  return new TransferredReply(packed, transfer);
});
