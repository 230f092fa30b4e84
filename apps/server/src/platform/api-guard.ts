import type { FastifyInstance } from 'fastify';
import { CSRF_HEADER } from '@kodumasinad/contract';
import { isValidCsrfToken } from './csrf.js';
import { AppError } from './errors.js';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function isApiPath(url: string): boolean {
  return url.startsWith('/api/') || url === '/api' || url.startsWith('/api?');
}

/**
 * Every /api call must come from our own scripts (X-Requested-With, which a cross-site form
 * cannot set) and every state-changing one must carry the session's CSRF token (SPEC §7).
 * Runs after the session is loaded.
 */
export function registerApiGuard(app: FastifyInstance, secret: string): void {
  const csrfHeader = CSRF_HEADER.toLowerCase();
  app.addHook('onRequest', async (request) => {
    if (!isApiPath(request.url)) return;
    if (request.headers['x-requested-with'] !== 'XMLHttpRequest') {
      throw new AppError(400, 'xhr_required', 'Vigane päring: puudub päis X-Requested-With.');
    }
    if (!STATE_CHANGING.has(request.method)) return;
    if (!isValidCsrfToken(secret, request.session.token, request.headers[csrfHeader])) {
      throw new AppError(419, 'csrf', 'Lehe turvavõti on aegunud. Värskenda lehte ja proovi uuesti.');
    }
  });
}
