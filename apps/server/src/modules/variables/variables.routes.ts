import { VariablesParamsSchema, VariablesReplySchema } from '@kodumasinad/contract';
import type { FastifyInstance } from 'fastify';
import { currentUser, type UserGuard } from '../../platform/auth-guard.js';
import type { ContractTypeProvider } from '../../platform/validation.js';
import type { VariablesService } from './variables.service.js';

/** GET /api/variables/{comma-list} (SPEC §7). */
export function registerVariablesRoutes(
  app: FastifyInstance,
  deps: { variables: VariablesService; requireUser: UserGuard },
): void {
  const api = app.withTypeProvider<ContractTypeProvider>();
  api.get(
    '/api/variables/:names',
    {
      onRequest: deps.requireUser,
      schema: { params: VariablesParamsSchema, response: { 200: VariablesReplySchema } },
    },
    async (request) => ({
      data: await deps.variables.lists(currentUser(request), request.params.names),
    }),
  );
}
