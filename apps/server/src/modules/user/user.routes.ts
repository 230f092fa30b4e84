import type { UserReply } from '@kodumasinad/contract';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { currentUser } from '../../platform/auth-guard.js';
import type { UserService } from './user.service.js';

export function registerUserRoutes(
  app: FastifyInstance,
  deps: { users: UserService; requireUser: preHandlerAsyncHookHandler },
): void {
  const { users, requireUser } = deps;

  app.get('/api/user', { preHandler: requireUser }, async (request): Promise<UserReply> => {
    return { data: currentUser(request) };
  });

  app.post<{ Params: { name: string } }>(
    '/api/user/pricelist/:name',
    { preHandler: requireUser },
    async (request): Promise<UserReply> => {
      return { data: await users.setPricelist(currentUser(request), request.params.name) };
    },
  );
}
