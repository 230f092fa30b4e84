import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/database.js';
import type { RequireStaff } from '../core/index.js';
import { registerDashboardRoutes } from './dashboard.routes.js';
import { DashboardService } from './dashboard.service.js';

/** The back-office's start page figures (decision 047); reads orders and invoices, writes nothing. */
export function register(
  app: FastifyInstance,
  deps: { db: Db; requireStaff: RequireStaff; clock?: (() => Date) | undefined },
): void {
  const dashboard = new DashboardService({
    db: deps.db,
    ...(deps.clock === undefined ? {} : { clock: deps.clock }),
  });
  registerDashboardRoutes(app, { dashboard, requireStaff: deps.requireStaff });
}
