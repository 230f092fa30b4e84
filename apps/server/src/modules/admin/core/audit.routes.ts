import { AuditListReplySchema, AuditQuerySchema } from '@kodumasinad/contract/admin';
import type { FastifyInstance } from 'fastify';
import { attachment } from '../../../platform/spreadsheet-export.js';
import type { ContractTypeProvider } from '../../../platform/validation.js';
import type { AuditService } from './audit.service.js';
import type { RequireStaff } from './staff-guard.js';

/** The audit log, for admins only (decision 044). */
export function registerAuditRoutes(
  app: FastifyInstance,
  deps: { audit: AuditService; requireStaff: RequireStaff },
): void {
  const { audit, requireStaff } = deps;
  const api = app.withTypeProvider<ContractTypeProvider>();

  api.get(
    '/api/admin/audit',
    {
      onRequest: requireStaff(['admin']),
      schema: { querystring: AuditQuerySchema, response: { 200: AuditListReplySchema } },
    },
    async (request) => audit.list(request.query),
  );

  api.get(
    '/api/admin/audit/export.csv',
    { onRequest: requireStaff(['admin']), schema: { querystring: AuditQuerySchema } },
    async (request, reply) => {
      const csv = await audit.exportCsv(request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', attachment('auditilogi.csv'))
        .send(csv);
    },
  );
}
