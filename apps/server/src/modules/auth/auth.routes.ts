import { LoginReplySchema, LoginRequestSchema, LogoutReplySchema } from '@kodumasinad/contract';
import type { FastifyInstance } from 'fastify';
import { csrfToken } from '../../platform/csrf.js';
import type { SessionStore } from '../../platform/sessions.js';
import type { ContractTypeProvider } from '../../platform/validation.js';
import type { AuthService } from './auth.service.js';

export function registerAuthRoutes(
  app: FastifyInstance,
  deps: { auth: AuthService; sessions: SessionStore; secret: string },
): void {
  const { auth, sessions, secret } = deps;
  const api = app.withTypeProvider<ContractTypeProvider>();

  api.post(
    '/api/login',
    {
      // Checked before the body is judged; a malformed login counts as a failed one.
      ...auth.addressGuard,
      schema: { body: LoginRequestSchema, response: { 200: LoginReplySchema } },
    },
    async (request, reply) => {
      const user = await auth.login(request.body, request.ip);
      const token = await sessions.login(request, reply, user.id);
      return { data: user, csrf_token: csrfToken(secret, token) };
    },
  );

  api.post('/api/logout', { schema: { response: { 200: LogoutReplySchema } } }, async (request, reply) => {
    const token = await sessions.logout(request, reply);
    return { csrf_token: csrfToken(secret, token) };
  });
}
