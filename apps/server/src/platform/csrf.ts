import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The CSRF token is an HMAC of the session cookie token: bound to the session, nothing to store,
 * and a new session (login, logout, password reset) yields a new token.
 */
export function csrfToken(secret: string, sessionToken: string): string {
  return createHmac('sha256', secret).update(`csrf:${sessionToken}`).digest('base64url');
}

export function isValidCsrfToken(secret: string, sessionToken: string | null, provided: unknown): boolean {
  if (sessionToken === null || typeof provided !== 'string') return false;
  const expected = Buffer.from(csrfToken(secret, sessionToken));
  const actual = Buffer.from(provided);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
