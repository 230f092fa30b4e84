import {
  LoginReplySchema,
  MessageReplySchema,
  PasswordEmailRequestSchema,
  PasswordResetRequestSchema,
} from '@kodumasinad/contract';
import type { FastifyInstance } from 'fastify';
import { csrfToken } from '../../platform/csrf.js';
import type { SessionStore } from '../../platform/sessions.js';
import type { ContractTypeProvider } from '../../platform/validation.js';
import type { AuthService } from '../auth/auth.service.js';
import {
  PASSWORD_CHANGED_MESSAGE,
  RESET_LINK_SENT_MESSAGE,
  type PasswordService,
} from './password.service.js';

export function registerPasswordRoutes(
  app: FastifyInstance,
  deps: { passwords: PasswordService; auth: AuthService; sessions: SessionStore; secret: string },
): void {
  const { passwords, auth, sessions, secret } = deps;
  const api = app.withTypeProvider<ContractTypeProvider>();
  api.post(
    '/api/password/email',
    {
      // Every link request counts against the address, well-formed or not (it sends mail).
      preValidation: async (request) => auth.throttleResetMail(request.ip),
      schema: { body: PasswordEmailRequestSchema, response: { 200: MessageReplySchema } },
    },
    async (request) => {
      await passwords.requestReset(request.body.email);
      return { message: RESET_LINK_SENT_MESSAGE };
    },
  );

  api.post(
    '/api/password/reset',
    // A failed reset (bad token, weak password) counts against the address; a successful one not.
    {
      ...auth.addressGuard,
      schema: { body: PasswordResetRequestSchema, response: { 200: LoginReplySchema } },
    },
    async (request, reply) => {
      const user = await passwords.resetPassword(request.body);
      await auth.clearAccountLockout(user.email);
      // A stolen session must not outlive the password it was opened with.
      await sessions.destroyUserSessions(user.id);
      const token = await sessions.login(request, reply, user.id);
      return { data: user, csrf_token: csrfToken(secret, token), message: PASSWORD_CHANGED_MESSAGE };
    },
  );
}
