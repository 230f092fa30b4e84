import type { FastifyInstance } from 'fastify';
import type { Config } from './config.js';
import { openDatabase, type DatabaseHandle } from './db/database.js';
import { seedIfEmpty } from './db/seed/index.js';
import { StaffService } from './modules/staff/index.js';
import type { AppMetrics } from './platform/metrics.js';
import type { Readiness } from './platform/readiness.js';

/**
 * Opens and migrates the app's database (closed with the app), times its statements into the
 * metrics and, where DEMO_DATA asks for it (not in production by default), seeds it when empty:
 * the demo logins are public (decision 087). Without an active admin it says how to add one.
 */
export async function openAppDatabase(
  app: FastifyInstance,
  config: Config,
  deps: { metrics: AppMetrics; readiness: Readiness; onQuery: ((sql: string) => void) | undefined },
): Promise<DatabaseHandle> {
  const handle = await openDatabase(config, {
    ...(deps.onQuery === undefined ? {} : { onQuery: deps.onQuery }),
    onQueryTime: (sql, ms) => deps.metrics.query(sql, ms / 1000),
  });
  deps.readiness.ready('migrations');
  app.addHook('onClose', async () => {
    await handle.db.destroy();
  });
  if (
    config.demoData &&
    (await seedIfEmpty(handle, {
      products: config.seedProducts,
      dataDir: config.dataDir,
      staffTotpKey: config.staffTotpKey,
    }))
  )
    app.log.info('empty database seeded with demo data');
  else if (!(await new StaffService(handle.db).hasActiveAdmin()))
    app.log.warn(
      'no active admin can sign in to /haldus: add one with `npm run create-admin -- --email … --name …` (docs/operations.md)',
    );
  return handle;
}
