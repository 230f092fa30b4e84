import {
  AdminClientParamsSchema,
  AdminUserParamsSchema,
  ClientUserInviteSchema,
  ClientUserReplySchema,
  ClientUsersReplySchema,
  INVITE_RESENT_MESSAGE,
  PASSWORD_RESET_SENT_MESSAGE,
  USER_DEACTIVATED_MESSAGE,
  USER_INVITED_MESSAGE,
  USER_REACTIVATED_MESSAGE,
  type Staff,
} from '@kodumasinad/contract/admin';
import type { FastifyInstance } from 'fastify';
import type { ContractTypeProvider } from '../../platform/validation.js';
import { currentStaff, type RequireStaff } from '../admin/core/index.js';
import type { ClientUsersService } from './client-users.service.js';

/** A client's users: list, invite, resend, deactivate/reactivate, password reset (issue 14). */
export function registerAdminClientUserRoutes(
  app: FastifyInstance,
  deps: { users: ClientUsersService<Staff>; requireStaff: RequireStaff },
): void {
  const { users, requireStaff } = deps;
  const api = app.withTypeProvider<ContractTypeProvider>();
  const sales = { onRequest: requireStaff(['sales']) };
  const userAction = {
    ...sales,
    schema: { params: AdminUserParamsSchema, response: { 200: ClientUserReplySchema } },
  };

  api.get(
    '/api/admin/clients/:id/users',
    { ...sales, schema: { params: AdminClientParamsSchema, response: { 200: ClientUsersReplySchema } } },
    async (request) => {
      const data = await users.list(request.params.id);
      return {
        data,
        meta: { current_page: 1, last_page: 1, per_page: Math.max(1, data.length), total: data.length },
      };
    },
  );

  api.post(
    '/api/admin/clients/:id/users',
    {
      ...sales,
      schema: {
        params: AdminClientParamsSchema,
        body: ClientUserInviteSchema,
        response: { 201: ClientUserReplySchema },
      },
    },
    async (request, reply) => {
      const data = await users.invite(currentStaff(request), request.params.id, request.body);
      return reply.code(201).send({ data, message: USER_INVITED_MESSAGE });
    },
  );

  api.post('/api/admin/users/:id/resend-invite', userAction, async (request) => ({
    data: await users.resendInvite(currentStaff(request), request.params.id),
    message: INVITE_RESENT_MESSAGE,
  }));

  api.post('/api/admin/users/:id/deactivate', userAction, async (request) => ({
    data: await users.setActive(currentStaff(request), request.params.id, false),
    message: USER_DEACTIVATED_MESSAGE,
  }));

  api.post('/api/admin/users/:id/reactivate', userAction, async (request) => ({
    data: await users.setActive(currentStaff(request), request.params.id, true),
    message: USER_REACTIVATED_MESSAGE,
  }));

  api.post('/api/admin/users/:id/password-reset', userAction, async (request) => ({
    data: await users.sendPasswordReset(currentStaff(request), request.params.id),
    message: PASSWORD_RESET_SENT_MESSAGE,
  }));
}
