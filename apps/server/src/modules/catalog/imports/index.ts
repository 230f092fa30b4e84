import { IMPORT_FAILED_MESSAGE, IMPORT_MAX_FILE_BYTES, IMPORT_MAX_ROWS } from '@kodumasinad/contract/admin';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/database.js';
import { BackgroundJobs } from '../../../platform/background-jobs.js';
import { recordAudit, type RequireStaff } from '../../admin/core/index.js';
import { ProductImagesService } from '../product-images.service.js';
import { ImportJob, POSTGRES_BATCH_ROWS, SQLITE_BATCH_ROWS } from './import-job.js';
import { ImportPictures } from './import-pictures.js';
import { ImportWritesRepository } from './import-writes.repository.js';
import { registerImportsAdminRoutes } from './imports.admin-routes.js';
import { ImportsRepository } from './imports.repository.js';
import { ImportsService } from './imports.service.js';
import { ProductExport } from './product-export.js';
import type { DialectKind } from '../../../db/dialect.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The import jobs of this process (tests wait for them and tune their batches). */
    imports: { jobs: BackgroundJobs; job: ImportJob; pictures: ImportPictures; service: ImportsService };
  }
}

/**
 * The catalogue's supplier imports and export (issue 24, decisions 079 and 080): the staff routes,
 * the import jobs on the shared background job runner, which resumes on start the jobs a dead
 * process left and stops (to be resumed) when the server closes.
 */
export function registerImports(
  app: FastifyInstance,
  deps: {
    db: Db;
    dataDir: string;
    requireStaff: RequireStaff;
    staleMs?: number;
    /** IMPORT_PICTURES_ALLOW_LOOPBACK: pictures may be fetched from loopback (tests only). */
    picturesAllowLoopback?: boolean;
    /** The file and row caps; the contract's IMPORT_MAX_FILE_BYTES and IMPORT_MAX_ROWS by default. */
    limits?: { maxFileBytes?: number | undefined; maxRows?: number | undefined } | undefined;
    /** The database's kind: SQLite applies smaller batches (import-job.ts). */
    databaseKind: DialectKind;
  },
): void {
  const { db, dataDir } = deps;
  const maxFileBytes = deps.limits?.maxFileBytes ?? IMPORT_MAX_FILE_BYTES;
  const maxRows = deps.limits?.maxRows ?? IMPORT_MAX_ROWS;
  const imports = new ImportsRepository(db);
  const writes = new ImportWritesRepository(db);
  const images = new ProductImagesService({ db, dataDir, audit: recordAudit, log: app.log });
  const pictures = new ImportPictures(images, { allowLoopback: deps.picturesAllowLoopback ?? false });
  const job = new ImportJob({
    db,
    imports,
    writes,
    dataDir,
    audit: recordAudit,
    pictures,
    maxRows,
    batchRows: deps.databaseKind === 'sqlite' ? SQLITE_BATCH_ROWS : POSTGRES_BATCH_ROWS,
  });
  const jobs = new BackgroundJobs(imports, (id, context) => job.run(id, context), {
    log: app.log,
    failureMessage: IMPORT_FAILED_MESSAGE,
    ...(deps.staleMs === undefined ? {} : { staleMs: deps.staleMs }),
  });
  const service = new ImportsService({
    db,
    dataDir,
    imports,
    writes,
    jobs,
    job,
    audit: recordAudit,
    maxFileBytes,
  });
  app.decorate('imports', { jobs, job, pictures, service });
  registerImportsAdminRoutes(app, {
    requireStaff: deps.requireStaff,
    imports: service,
    exports: new ProductExport(db, writes),
    maxFileBytes,
  });
  app.addHook('onReady', async () => {
    await service.sweep();
    await jobs.resumeOrphans();
  });
  app.addHook('onClose', async () => {
    await jobs.close();
  });
}
