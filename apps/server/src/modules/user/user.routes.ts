import { PricelistParamsSchema, UserReplySchema } from '@kodumasinad/contract';
import type { FastifyInstance } from 'fastify';
import { currentUser, type UserGuard } from '../../platform/auth-guard.js';
import type { ContractTypeProvider } from '../../platform/validation.js';
import type { UserService } from './user.service.js';

export function registerUserRoutes(
  app: FastifyInstance,
  deps: { users: UserService; requireUser: UserGuard },
): void {
  const { users, requireUser } = deps;
  const api = app.withTypeProvider<ContractTypeProvider>();

  api.get(
    '/api/user',
    { onRequest: requireUser, schema: { response: { 200: UserReplySchema } } },
    async (request) => ({ data: currentUser(request) }),
  );

  api.post(
    '/api/user/pricelist/:name',
    { onRequest: requireUser, schema: { params: PricelistParamsSchema, response: { 200: UserReplySchema } } },
    async (request) => ({ data: await users.setPricelist(currentUser(request), request.params.name) }),
  );
}
