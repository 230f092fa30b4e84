import { CompareIdsReplySchema, CompareRequestSchema, ComparesReplySchema } from '@kodumasinad/contract';
import type { FastifyInstance } from 'fastify';
import { currentUser, type UserGuard } from '../../platform/auth-guard.js';
import type { ContractTypeProvider } from '../../platform/validation.js';
import { COMPARE_ADDED_MESSAGE, COMPARE_REMOVED_MESSAGE, type CompareService } from './compare.service.js';

/** Comparison calls of SPEC §7: the list (detailed), add and remove. */
export function registerCompareRoutes(
  app: FastifyInstance,
  deps: { compare: CompareService; requireUser: UserGuard },
): void {
  const { compare, requireUser } = deps;
  const api = app.withTypeProvider<ContractTypeProvider>();
  const guarded = { onRequest: requireUser };

  api.get(
    '/api/compares',
    { ...guarded, schema: { response: { 200: ComparesReplySchema } } },
    async (request) => compare.detailed(currentUser(request)),
  );

  api.post(
    '/api/compare/add',
    { ...guarded, schema: { body: CompareRequestSchema, response: { 200: CompareIdsReplySchema } } },
    async (request) => ({
      data: await compare.add(currentUser(request), request.body.id),
      message: COMPARE_ADDED_MESSAGE,
    }),
  );

  api.post(
    '/api/compare/remove',
    {
      ...guarded,
      schema: {
        body: CompareRequestSchema,
        response: { 200: ComparesReplySchema.or(CompareIdsReplySchema) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await compare.remove(user, request.body.id);
      if (request.body.detailed === true)
        return { ...(await compare.detailed(user)), message: COMPARE_REMOVED_MESSAGE };
      return { data: await compare.ids(user), message: COMPARE_REMOVED_MESSAGE };
    },
  );
}
