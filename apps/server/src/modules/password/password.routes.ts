import {
  passwordEmailForm,
  passwordResetForm,
  type LoginReply,
  type MessageReply,
} from '@kodumasinad/contract';
import type { FastifyInstance } from 'fastify';
import { csrfToken } from '../../platform/csrf.js';
import type { SessionStore } from '../../platform/sessions.js';
import { validateBody } from '../../platform/validate.js';
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

  app.post('/api/password/email', async (request): Promise<MessageReply> => {
    await auth.throttleAddress(request.ip);
    const { email } = validateBody(passwordEmailForm, request.body);
    await passwords.requestReset(email);
    return { message: RESET_LINK_SENT_MESSAGE };
  });

  app.post('/api/password/reset', async (request, reply): Promise<LoginReply> => {
    await auth.throttleAddress(request.ip);
    const input = validateBody(passwordResetForm, request.body);
    const user = await passwords.resetPassword(input);
    await auth.clearAccountLockout(user.email);
    // A stolen session must not outlive the password it was opened with.
    await sessions.destroyUserSessions(user.id);
    const token = await sessions.login(request, reply, user.id);
    return { data: user, csrf_token: csrfToken(secret, token), message: PASSWORD_CHANGED_MESSAGE };
  });
}
