import { isApiError } from '../../../../lib/api/api-error';
import type { Schema } from '../../../../lib/api/client';
import { adminClient } from '../../../lib/admin-api';
import { showForbidden } from '../../../lib/forbidden';

type Parsed<S> = S extends Schema<infer T> ? T : unknown;

/** PUT an /api/admin call (the core's helpers name GET and POST); rejects like adminPost. */
export async function adminPut<S extends Schema>(path: string, body: unknown, schema: S): Promise<Parsed<S>> {
  try {
    return (await adminClient.request(path, schema, { method: 'PUT', body, rethrow: true })) as Parsed<S>;
  } catch (error) {
    if (isApiError(error) && error.status === 403) showForbidden();
    throw error;
  }
}
