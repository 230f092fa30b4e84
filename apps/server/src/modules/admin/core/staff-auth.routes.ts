import { LoginRequestSchema, LogoutReplySchema } from '@kodumasinad/contract';
import {
  StaffLoginReplySchema,
  StaffMeReplySchema,
  StaffTotpReplySchema,
  StaffTotpRequestSchema,
} from '@kodumasinad/contract/admin';
import type { FastifyInstance } from 'fastify';
import { csrfToken } from '../../../platform/csrf.js';
import type { SessionStore } from '../../../platform/sessions.js';
import type { ContractTypeProvider } from '../../../platform/validation.js';
import type { StaffAuthService } from './staff-auth.service.js';
import { ANY_STAFF, currentStaff, type RequireStaff } from './staff-guard.js';

/** The only `/api/admin/*` calls without the staff guard: they are how one gets past it. */
export const STAFF_SIGN_IN_ROUTES = [
  'POST /api/admin/login',
  'POST /api/admin/login/totp',
  'POST /api/admin/logout',
] as const;

/** Staff sign-in (decision 043): password, then TOTP code, each step on a new session token. */
export function registerStaffAuthRoutes(
  app: FastifyInstance,
  deps: { staffAuth: StaffAuthService; sessions: SessionStore; secret: string; requireStaff: RequireStaff },
): void {
  const { staffAuth, sessions, secret, requireStaff } = deps;
  const api = app.withTypeProvider<ContractTypeProvider>();

  api.post(
    '/api/admin/login',
    {
      ...staffAuth.addressGuard,
      schema: { body: LoginRequestSchema, response: { 200: StaffLoginReplySchema } },
    },
    async (request, reply) => {
      const step = await staffAuth.checkPassword(request.body, request.ip);
      const token = await sessions.staffLogin(request, reply, step.session);
      const csrf = csrfToken(secret, token);
      return step.next === 'enroll'
        ? { next: step.next, enroll: step.enroll, csrf_token: csrf }
        : { next: step.next, csrf_token: csrf };
    },
  );

  api.post(
    '/api/admin/login/totp',
    {
      ...staffAuth.addressGuard,
      schema: { body: StaffTotpRequestSchema, response: { 200: StaffTotpReplySchema } },
    },
    async (request, reply) => {
      const staff = await staffAuth.checkCode(request.session.record, request.body.code, request.ip);
      const token = await sessions.staffLogin(request, reply, {
        staff_id: staff.id,
        staff_stage: 'totp',
        staff_enroll_secret: null,
      });
      return { staff, csrf_token: csrfToken(secret, token) };
    },
  );

  api.post(
    '/api/admin/logout',
    { schema: { response: { 200: LogoutReplySchema } } },
    async (request, reply) => {
      await staffAuth.signedOut(request.session.record, request.ip);
      const token = await sessions.logout(request, reply);
      return { csrf_token: csrfToken(secret, token) };
    },
  );

  api.get(
    '/api/admin/me',
    { onRequest: requireStaff(ANY_STAFF), schema: { response: { 200: StaffMeReplySchema } } },
    async (request) => ({ staff: currentStaff(request) }),
  );
}
