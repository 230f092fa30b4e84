import { api } from './api';
import type { CallOptions, Parsed, ReplySpec } from './client';

/**
 * GET for a TanStack query function. A query must reject when it fails (it may not resolve
 * undefined); the rejection ends in the query's error state, where screens show a fallback —
 * the failure itself was already shown by the client (SPEC §8).
 */
export function queryGet<S extends Exclude<ReplySpec, null>>(
  path: string,
  schema: S,
  options: CallOptions = {},
): Promise<Parsed<S>> {
  return api.get(path, schema, { ...options, rethrow: true });
}
