import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CSRF_HEADER } from '@kodumasinad/contract';
import { isValidCsrfToken } from './csrf.js';
import { AppError } from './errors.js';
import { normalizedPath } from './request-path.js';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A route pattern of the API, e.g. '/api/orders/:id'. */
export function isApiRouteUrl(routeUrl: string | undefined): boolean {
  return routeUrl !== undefined && (routeUrl === '/api' || routeUrl.startsWith('/api/'));
}

/** A route of the ERP's integration API (decision 081), e.g. '/api/integration/orders'. */
export function isIntegrationRouteUrl(routeUrl: string | undefined): boolean {
  return routeUrl !== undefined && routeUrl.startsWith('/api/integration/');
}

const BEARER = /^Bearer +([\x21-\x7e]+) *$/i;

/** The token of an `Authorization: Bearer <token>` header; null without one. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  return BEARER.exec(header)?.[1] ?? null;
}

/**
 * The ERP's integration calls (decision 081) are outside the cookie rules (X-Requested-With, CSRF
 * token): they load no session, so a cookie can never stand in for their bearer token, and a
 * request without one is answered 401 by the integration guard; the rules protect cookie
 * sessions, and these routes have none to protect.
 */
export function isCookielessCall(request: FastifyRequest): boolean {
  return isIntegrationRouteUrl(request.routeOptions.url);
}

/**
 * Whether the request reached an API route. Decided on the route the router matched, never on
 * the URL text: the router decodes `/%61pi/…` and strips the origin of an absolute-form request
 * line (`POST http://host/api/… HTTP/1.1`), so a test on `request.url` could be sidestepped by
 * spelling the same route differently.
 */
export function isApiRequest(request: FastifyRequest): boolean {
  return isApiRouteUrl(request.routeOptions.url);
}

/**
 * For requests that matched no route: whether the path, however spelled (absolute form,
 * percent-encoded, any case, doubled slashes), names something under /api. Such a request gets
 * a JSON 404 instead of the SPA page. Only ever used to choose the kind of 404.
 */
export function looksLikeApiPath(url: string): boolean {
  const path = normalizedPath(url);
  return path === '/api' || path.startsWith('/api/') || path.startsWith('/api;');
}

/**
 * Every /api call must come from our own scripts (X-Requested-With, which a cross-site form
 * cannot set) and every state-changing one must carry the session's CSRF token (SPEC §7).
 * Runs after the session is loaded, on every request that the router matched to an API route.
 */
export function registerApiGuard(app: FastifyInstance, secret: string): void {
  const csrfHeader = CSRF_HEADER.toLowerCase();
  app.addHook('onRequest', async (request) => {
    if (!isApiRequest(request) || isCookielessCall(request)) return;
    if (request.headers['x-requested-with'] !== 'XMLHttpRequest') {
      throw new AppError(400, 'xhr_required', 'Vigane päring: puudub päis X-Requested-With.');
    }
    if (!STATE_CHANGING.has(request.method)) return;
    if (!isValidCsrfToken(secret, request.session.token, request.headers[csrfHeader])) {
      throw new AppError(419, 'csrf', 'Lehe turvavõti on aegunud. Värskenda lehte ja proovi uuesti.');
    }
  });
}
