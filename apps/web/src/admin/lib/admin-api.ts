import { isApiError } from '../../lib/api/api-error';
import { createApiClient, LOGIN_PATH, type CallOptions, type Schema } from '../../lib/api/client';
import { readCsrfToken, writeCsrfToken } from '../../lib/csrf';
import { startLoading, stopLoading } from '../../lib/state/loader';
import { addToast, clearMessages, setError, setWarning } from '../../lib/state/messages';
import { goToAdminLogin, onAdminLogin } from './admin-navigation';
import { showForbidden } from './forbidden';

/** The signed-in staff member's query (GET /api/admin/me); set by the code step, cleared on sign-out. */
export const ADMIN_ME_QUERY_KEY = ['admin', 'me'] as const;

/**
 * The buyer app's client (CSRF header and rotated tokens, message area, loading counter, error
 * shapes) wired to the back-office: a 401 goes to /haldus/login, which comes back to the page
 * (the shared client names the buyer's /login, translated here; the server's 403 `redirect` is
 * the shop's and ignored). The sign-in's code step replaces the cached staff member.
 */
export const adminClient = createApiClient({
  csrf: { get: readCsrfToken, set: writeCsrfToken },
  messages: { clear: clearMessages, setError, setWarning, addToast },
  loader: { start: startLoading, stop: stopLoading },
  session: {
    clearUser: () => undefined,
    onPublicRoute: onAdminLogin,
    navigate: (to) => (to === LOGIN_PATH ? goToAdminLogin() : undefined),
  },
});

/** A 403 shows "Puudub õigus" in place of the screen; the error goes on to the caller. */
function noteForbidden(error: unknown): never {
  if (isApiError(error) && error.status === 403) showForbidden();
  throw error;
}

type Parsed<S> = S extends Schema<infer T> ? T : unknown;

/** GET an /api/admin call; rejects on failure (for TanStack queries; the failure was shown). */
export function adminGet<S extends Schema>(path: string, schema: S, options: CallOptions = {}) {
  return adminClient.get(path, schema, { ...options, rethrow: true }).catch(noteForbidden) as Promise<
    Parsed<S>
  >;
}

/** POST an /api/admin call; rejects on failure so forms can put 422 errors on their fields. */
export function adminPost<S extends Schema | null>(
  path: string,
  body: unknown,
  schema: S,
  options: CallOptions = {},
) {
  return adminClient.post(path, body, schema, { ...options, rethrow: true }).catch(noteForbidden) as Promise<
    Parsed<S>
  >;
}

/** PUT an /api/admin call (an edit of a whole record); rejects on failure like adminPost. */
export function adminPut<S extends Schema | null>(path: string, body: unknown, schema: S) {
  return adminClient
    .request(path, schema, { method: 'PUT', body, rethrow: true })
    .catch(noteForbidden) as Promise<Parsed<S>>;
}

/** DELETE an /api/admin call (removing a record); rejects on failure like adminPost. */
export function adminDelete<S extends Schema | null>(path: string, schema: S) {
  return adminClient
    .request(path, schema, { method: 'DELETE', rethrow: true })
    .catch(noteForbidden) as Promise<Parsed<S>>;
}
