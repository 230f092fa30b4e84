import { randomUUID } from 'node:crypto';
import type { FastifyInstance, RawRequestDefaultExpression } from 'fastify';
import { IMAGES_ROUTE } from './modules/images/index.js';
import { isIntegrationRouteUrl } from './platform/api-guard.js';
import type { AuthCache } from './platform/auth-cache.js';
import type { AppMetrics } from './platform/metrics.js';
import type { Readiness } from './platform/readiness.js';
import type { SessionStore } from './platform/sessions.js';
import { ASSETS_ROUTE } from './platform/spa.js';

/** Routes that never need the session (decided on the matched route, not the URL text). */
const SESSIONLESS_ROUTES = new Set<string | undefined>([
  ASSETS_ROUTE,
  IMAGES_ROUTE,
  '/health',
  '/health/ready',
]);

const HEALTH_ROUTES = new Set<string | undefined>(['/health', '/health/ready']);

/** Sign-in routes whose answers the metrics count: who signs in there. */
const LOGIN_ROUTES = new Map<string | undefined, 'buyer' | 'staff'>([
  ['/api/login', 'buyer'],
  ['/api/admin/login', 'staff'],
]);

const REQUEST_ID_PATTERN = /^[\w.:-]{1,128}$/;

/** Fastify's genReqId: a proxy's request id is kept, so one id follows the request through every log. */
export function requestId(request: RawRequestDefaultExpression): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID();
}

/** The error code of a refused sign-in whose account must wait (platform/account-lockout.ts). */
const LOCKED_CODE = 'account_locked';

/** Whether a 429 reply's JSON body is the account lockout's (not a rate limit's). */
function isLockout(payload: unknown): boolean {
  if (typeof payload !== 'string') return false;
  try {
    return (JSON.parse(payload) as { code?: unknown }).code === LOCKED_CODE;
  } catch {
    return false;
  }
}

/**
 * The hooks every request passes before any route: its id in the reply, the refusal of reads
 * while draining (decision 084) and the request, sign-in and readiness metrics.
 */
export function registerRequestHooks(
  app: FastifyInstance,
  deps: { readiness: Readiness; metrics: AppMetrics; behindProxy: boolean },
): void {
  const { readiness, metrics, behindProxy } = deps;
  metrics.watchReadiness(readiness);
  /** Sign-ins refused by the account lockout, told apart from rate limits by the reply's code. */
  const lockedOut = new WeakSet<object>();
  app.addHook('onRequest', async (request, reply) => {
    void reply.header('x-request-id', request.id);
  });
  // Draining (before a restart): a read is refused unprocessed with a 503, which the proxy
  // retries on another process (safe: nothing was done) and which makes it skip this one for a
  // while, so no new connection arrives when it stops listening. Writes in flight or arriving
  // still run here. Every reply closes its connection, so none is reused after that.
  // Starting behind a proxy (decision 086): the proxy cannot see /health/ready and sends a
  // process requests as soon as it listens; a read that would wait for the catalogue index is
  // refused the same way, so the proxy answers it from a process that is up. Without a proxy
  // (one process, development) a read waits for the index instead.
  app.addHook('onRequest', async (request, reply) => {
    const status = readiness.state().status;
    if (status === 'ready' || (status === 'starting' && !behindProxy)) return;
    if (
      (request.method === 'GET' || request.method === 'HEAD') &&
      !HEALTH_ROUTES.has(request.routeOptions.url)
    ) {
      return reply
        .status(503)
        .header('retry-after', '1')
        .send({
          message:
            status === 'draining'
              ? 'Server lõpetab tööd. Palun proovi uuesti.'
              : 'Server käivitub. Palun proovi uuesti.',
        });
    }
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (readiness.state().status === 'draining') void reply.header('connection', 'close');
    if (reply.statusCode === 429 && LOGIN_ROUTES.has(request.routeOptions.url) && isLockout(payload))
      lockedOut.add(request);
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url;
    metrics.request(request.method, route ?? 'unmatched', reply.statusCode, reply.elapsedTime / 1000);
    const who = LOGIN_ROUTES.get(route);
    if (who !== undefined && request.method === 'POST') {
      const status = reply.statusCode;
      metrics.login(
        who,
        status < 300 ? 'ok' : status !== 429 ? 'failed' : lockedOut.has(request) ? 'locked' : 'limited',
      );
    }
  });
}

/** An empty body sent as JSON (a bodiless POST from fetch helpers) reads as {} instead of a 400. */
export function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, {});
    return parseJson(request, text, done);
  });
}

/**
 * Loads each request's session before its handler (request.session, request.user) and, after a
 * request that may have changed users or sessions, compares the auth version before its reply
 * goes out, so this process's next request sees the change (decision 009).
 */
export function registerSessionHooks(
  app: FastifyInstance,
  deps: { sessions: SessionStore; authCache: AuthCache },
): void {
  const { sessions, authCache } = deps;
  // Both are assigned before any handler runs (the hook below, requireUser); null keeps the shape stable.
  app.decorateRequest('session', null as never);
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request, reply) => {
    // Hashed asset files, pictures and the health check never need the session: spare them the lookup.
    // Nor do the ERP's integration calls: their bearer token is their only credential (decision 081).
    request.session =
      SESSIONLESS_ROUTES.has(request.routeOptions.url) || isIntegrationRouteUrl(request.routeOptions.url)
        ? { token: null, record: null }
        : await sessions.load(request, reply);
  });
  app.addHook('onSend', async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') await authCache.sync(true);
  });
}
