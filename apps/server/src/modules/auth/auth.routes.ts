import { loginForm, type LoginReply, type LogoutReply } from '@kodumasinad/contract';
import type { FastifyInstance } from 'fastify';
import { csrfToken } from '../../platform/csrf.js';
import type { SessionStore } from '../../platform/sessions.js';
import { validateBody } from '../../platform/validate.js';
import type { AuthService } from './auth.service.js';

export function registerAuthRoutes(
  app: FastifyInstance,
  deps: { auth: AuthService; sessions: SessionStore; secret: string },
): void {
  const { auth, sessions, secret } = deps;

  app.post('/api/login', async (request, reply): Promise<LoginReply> => {
    await auth.throttleAddress(request.ip);
    const credentials = validateBody(loginForm, request.body);
    const user = await auth.login(credentials, request.ip);
    const token = await sessions.login(request, reply, user.id);
    return { data: user, csrf_token: csrfToken(secret, token) };
  });

  app.post('/api/logout', async (request, reply): Promise<LogoutReply> => {
    const token = await sessions.logout(request, reply);
    return { csrf_token: csrfToken(secret, token) };
  });
}
