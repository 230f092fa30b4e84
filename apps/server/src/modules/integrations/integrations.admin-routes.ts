import {
  INTEGRATION_CREATED_MESSAGE,
  INTEGRATION_REVOKED_MESSAGE,
  IntegrationCreateReplySchema,
  IntegrationCreateRequestSchema,
  IntegrationParamsSchema,
  IntegrationReplySchema,
  IntegrationsListReplySchema,
} from '@kodumasinad/contract/admin';
import type { FastifyInstance } from 'fastify';
import type { ContractTypeProvider } from '../../platform/validation.js';
import { currentStaff, type RequireStaff } from '../admin/core/index.js';
import type { IntegrationsService } from './integrations.service.js';

/** The ERP's integration tokens: admins only (issue 24, decision 081). */
export function registerIntegrationAdminRoutes(
  app: FastifyInstance,
  deps: { integrations: IntegrationsService; requireStaff: RequireStaff },
): void {
  const { integrations, requireStaff } = deps;
  const api = app.withTypeProvider<ContractTypeProvider>();
  const admins = { onRequest: requireStaff([]) };

  api.get(
    '/api/admin/integrations',
    { ...admins, schema: { response: { 200: IntegrationsListReplySchema } } },
    async () => ({ data: await integrations.list() }),
  );

  api.post(
    '/api/admin/integrations',
    {
      ...admins,
      schema: { body: IntegrationCreateRequestSchema, response: { 200: IntegrationCreateReplySchema } },
    },
    async (request, reply) => {
      const created = await integrations.create(currentStaff(request), request.body);
      // The secret must not linger in any cache on the way.
      void reply.header('cache-control', 'no-store');
      return { ...created, message: INTEGRATION_CREATED_MESSAGE };
    },
  );

  api.delete(
    '/api/admin/integrations/:id',
    { ...admins, schema: { params: IntegrationParamsSchema, response: { 200: IntegrationReplySchema } } },
    async (request) => ({
      integration: await integrations.revoke(currentStaff(request), request.params.id),
      message: INTEGRATION_REVOKED_MESSAGE,
    }),
  );
}
