import { AdminDashboardReplySchema } from '@kodumasinad/contract/admin';
import type { FastifyInstance } from 'fastify';
import type { ContractTypeProvider } from '../../../platform/validation.js';
import type { RequireStaff } from '../core/index.js';
import type { DashboardService } from './dashboard.service.js';

/**
 * GET /api/admin/dashboard: sales figures, so for the sales office and admins (decision 047); the
 * content editors' start page shows no figures and does not call it.
 */
export function registerDashboardRoutes(
  app: FastifyInstance,
  deps: { dashboard: DashboardService; requireStaff: RequireStaff },
): void {
  app
    .withTypeProvider<ContractTypeProvider>()
    .get(
      '/api/admin/dashboard',
      { onRequest: deps.requireStaff(['sales']), schema: { response: { 200: AdminDashboardReplySchema } } },
      async () => ({ data: await deps.dashboard.figures() }),
    );
}
