import type { ComparesReply } from '@kodumasinad/contract';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { z } from 'zod';
import { currentUser } from '../../platform/auth-guard.js';
import { invalidInput } from '../../platform/errors.js';
import { COMPARE_ADDED_MESSAGE, COMPARE_REMOVED_MESSAGE, type CompareService } from './compare.service.js';

const ID_MESSAGE = 'Toote tunnus on vigane.';

const CompareBodySchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  detailed: z.union([z.boolean(), z.enum(['true', 'false', '1', '0'])]).optional(),
});

function parseBody(body: unknown) {
  const parsed = CompareBodySchema.safeParse(body ?? {});
  if (!parsed.success) throw invalidInput({ id: [ID_MESSAGE] }, ID_MESSAGE);
  const { id, detailed } = parsed.data;
  return { id, detailed: detailed === true || detailed === 'true' || detailed === '1' };
}

/** Comparison calls of SPEC §7: the list (detailed), add and remove. */
export function registerCompareRoutes(
  app: FastifyInstance,
  deps: { compare: CompareService; requireUser: preHandlerAsyncHookHandler },
): void {
  const { compare, requireUser } = deps;

  app.get('/api/compares', { preHandler: requireUser }, async (request): Promise<ComparesReply> => {
    return compare.detailed(currentUser(request));
  });

  app.post('/api/compare/add', { preHandler: requireUser }, async (request) => {
    const { id } = parseBody(request.body);
    return { data: await compare.add(currentUser(request), id), message: COMPARE_ADDED_MESSAGE };
  });

  app.post('/api/compare/remove', { preHandler: requireUser }, async (request) => {
    const { id, detailed } = parseBody(request.body);
    const user = currentUser(request);
    await compare.remove(user, id);
    if (detailed) return { ...(await compare.detailed(user)), message: COMPARE_REMOVED_MESSAGE };
    return { data: await compare.ids(user), message: COMPARE_REMOVED_MESSAGE };
  });
}
