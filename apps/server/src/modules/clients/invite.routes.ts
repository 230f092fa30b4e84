import {
  LoginReplySchema,
  INVITE_ACCEPTED_MESSAGE,
  InviteAcceptRequestSchema,
  InviteReplySchema,
  InviteTokenParamsSchema,
} from '@kodumasinad/contract';
import type { FastifyInstance } from 'fastify';
import { csrfToken } from '../../platform/csrf.js';
import type { SessionStore } from '../../platform/sessions.js';
import type { ContractTypeProvider } from '../../platform/validation.js';
import type { AuthService } from '../auth/auth.service.js';
import type { InviteService } from './invite.service.js';

/** The invitee's public calls behind the buyer's page /kutse/{token} (decision 046). */
export function registerInviteRoutes(
  app: FastifyInstance,
  deps: { invites: InviteService; auth: AuthService; sessions: SessionStore; secret: string },
): void {
  const { invites, auth, sessions, secret } = deps;
  const api = app.withTypeProvider<ContractTypeProvider>();
  // Failed calls count against the address like failed logins: tokens cannot be guessed at speed.
  const throttled = auth.addressGuard;

  api.get(
    '/api/invite/:token',
    { ...throttled, schema: { params: InviteTokenParamsSchema, response: { 200: InviteReplySchema } } },
    async (request) => ({ data: await invites.show(request.params.token) }),
  );

  api.post(
    '/api/invite/:token',
    {
      ...throttled,
      schema: {
        params: InviteTokenParamsSchema,
        body: InviteAcceptRequestSchema,
        response: { 200: LoginReplySchema },
      },
    },
    async (request, reply) => {
      const user = await invites.accept(request.params.token, request.body.password);
      const token = await sessions.login(request, reply, user.id);
      return { data: user, csrf_token: csrfToken(secret, token), message: INVITE_ACCEPTED_MESSAGE };
    },
  );
}
