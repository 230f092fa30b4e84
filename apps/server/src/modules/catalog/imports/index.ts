import { IMPORT_FAILED_MESSAGE } from '@kodumasinad/contract/admin';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/database.js';
import { BackgroundJobs } from '../../../platform/background-jobs.js';
import { recordAudit, type RequireStaff } from '../../admin/core/index.js';
import { ImportJob } from './import-job.js';
import { ImportWritesRepository } from './import-writes.repository.js';
import { registerImportsAdminRoutes } from './imports.admin-routes.js';
import { ImportsRepository } from './imports.repository.js';
import { ImportsService } from './imports.service.js';
import { ProductExport } from './product-export.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The import jobs of this process (tests wait for them and tune their batches). */
    imports: { jobs: BackgroundJobs; job: ImportJob };
  }
}

/**
 * The catalogue's supplier imports and export (issue 24, decisions 079 and 080): the staff routes,
 * the import jobs on the shared background job runner, which resumes on start the jobs a dead
 * process left and stops (to be resumed) when the server closes.
 */
export function registerImports(
  app: FastifyInstance,
  deps: { db: Db; dataDir: string; requireStaff: RequireStaff; staleMs?: number },
): void {
  const { db, dataDir } = deps;
  const imports = new ImportsRepository(db);
  const writes = new ImportWritesRepository(db);
  const job = new ImportJob({ db, imports, writes, dataDir, audit: recordAudit });
  const jobs = new BackgroundJobs(imports, (id, context) => job.run(id, context), {
    log: app.log,
    failureMessage: IMPORT_FAILED_MESSAGE,
    ...(deps.staleMs === undefined ? {} : { staleMs: deps.staleMs }),
  });
  app.decorate('imports', { jobs, job });
  registerImportsAdminRoutes(app, {
    requireStaff: deps.requireStaff,
    imports: new ImportsService({ db, dataDir, imports, writes, jobs, job, audit: recordAudit }),
    exports: new ProductExport(db, writes),
  });
  app.addHook('onReady', async () => {
    await jobs.resumeOrphans();
  });
  app.addHook('onClose', async () => {
    await jobs.close();
  });
}
