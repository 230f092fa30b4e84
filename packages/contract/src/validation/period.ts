import type { z } from 'zod';

/**
 * A list's period of days (`from`, `to`, both yyyy-mm-dd and inclusive) is in order, else `message`
 * on `to`: the refinement the buyer's and the back-office's lists share. Not part of the entry
 * points: each area's schema module uses it, inside an arrow (`(query, ctx) => periodInOrder(…)`)
 * so that the shop's build can drop a schema no code uses.
 */
export function periodInOrder(
  query: { from?: string | undefined; to?: string | undefined },
  ctx: z.RefinementCtx,
  message: string,
): void {
  if (query.from !== undefined && query.to !== undefined && query.from > query.to)
    ctx.addIssue({ code: 'custom', message, path: ['to'] });
}
