import {
  LOGO_REMOVED_MESSAGE,
  PASSWORD_CHANGED_MESSAGE,
  PricelistParamsSchema,
  SETTINGS_SAVED_MESSAGE,
  UserReplySchema,
  UserSettingsRequestSchema,
} from '@kodumasinad/contract';
import { takeUploadedFile, type UploadedFile } from '../../platform/uploads.js';
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

  /** The logo file of a multipart body, taken out before the text fields are validated. */
  const logos = new WeakMap<object, UploadedFile>();
  const sentFields = new WeakMap<object, Set<string>>();
  api.post(
    '/api/user',
    {
      onRequest: requireUser,
      preValidation: async (request) => {
        const body = request.body as Record<string, unknown> | null | undefined;
        if (typeof body !== 'object' || body === null) return;
        sentFields.set(request, new Set(Object.keys(body)));
        const logo = takeUploadedFile(body, 'logo');
        if (logo !== null) logos.set(request, logo);
      },
      schema: { body: UserSettingsRequestSchema, response: { 200: UserReplySchema } },
    },
    async (request) => {
      const data = await users.saveSettings(
        currentUser(request),
        request.body,
        logos.get(request) ?? null,
        sentFields.get(request) ?? new Set(),
      );
      return {
        data,
        message: request.body.password === null ? SETTINGS_SAVED_MESSAGE : PASSWORD_CHANGED_MESSAGE,
      };
    },
  );

  api.post(
    '/api/user/logo/remove',
    { onRequest: requireUser, schema: { response: { 200: UserReplySchema } } },
    async (request) => ({
      data: await users.removeLogo(currentUser(request)),
      message: LOGO_REMOVED_MESSAGE,
    }),
  );

  api.post(
    '/api/user/pricelist/:name',
    { onRequest: requireUser, schema: { params: PricelistParamsSchema, response: { 200: UserReplySchema } } },
    async (request) => ({ data: await users.setPricelist(currentUser(request), request.params.name) }),
  );
}
