import type { z } from 'zod';

/**
 * A list's period of days (`from`, `to`, both yyyy-mm-dd and inclusive) is in order: the refinement
 * the buyer's and the back-office's lists share. `message` goes on `to`. Not part of the entry
 * points: each area's schema module uses it.
 */
export function periodInOrder(message: string) {
  return (query: { from?: string | undefined; to?: string | undefined }, ctx: z.RefinementCtx) => {
    if (query.from !== undefined && query.to !== undefined && query.from > query.to)
      ctx.addIssue({ code: 'custom', message, path: ['to'] });
  };
}
