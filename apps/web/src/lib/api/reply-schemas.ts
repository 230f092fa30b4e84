import type * as Contract from '@kodumasinad/contract';

type ContractExports = typeof Contract;

/** A reply schema: the contract's zod schemas fit this without the web app importing zod. */
export interface Schema<T = unknown> {
  safeParse(input: unknown): { success: true; data: T } | { success: false };
}

/**
 * A reply schema by its name in the contract, e.g. `'MenuReplySchema'`. The shop's calls name
 * their reply's schema instead of holding it, so the production build carries neither the
 * schemas nor zod on its first screen (decision 058); the name types the reply all the same.
 */
export type ReplyName = {
  [K in keyof ContractExports]: K extends `${string}ReplySchema` ? K : never;
}[keyof ContractExports];

/** The reply a schema's name stands for. */
export type ReplyOf<N extends ReplyName> = ContractExports[N] extends Schema<infer T> ? T : never;

/**
 * The named schema where replies are parsed — development and the unit tests — and null in the
 * production build, which takes the server's JSON as the contract types it (decision 058).
 */
export async function replySchema(name: ReplyName): Promise<Schema | null> {
  if (!import.meta.env.DEV) return null;
  const contract = await import('@kodumasinad/contract');
  return contract[name];
}
