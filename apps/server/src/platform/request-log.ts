import { LISTING_FACET_PATHS, LISTING_PAGE_PATH } from '@kodumasinad/contract';
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * Reads that make up most of the traffic (the catalogue, pictures, built files, the load
 * balancer's health check): their request lines are logged at debug only. Under the bench the
 * two lines per request Fastify writes by default made about 1 GB of log a run.
 */
const HOT_READ_ROUTES: ReadonlySet<string> = new Set([
  '/api/categories/menu',
  // A listing and its facets (the calls a listing screen makes as it opens).
  LISTING_PAGE_PATH,
  ...LISTING_FACET_PATHS,
  '/api/search/json',
  '/api/product/:id',
  '/api/products/recent',
  '/api/products/featured',
  '/images/*',
  '/assets/*',
  '/health',
]);

type Level = 'error' | 'warn' | 'info' | 'debug';

/** The level of a request's line: server errors always, client errors and changes at info, hot reads at debug. */
export function requestLogLevel(method: string, route: string | undefined, status: number): Level {
  if (status >= 500) return 'error';
  if (status >= 400) return 'info';
  const read = method === 'GET' || method === 'HEAD';
  return read && route !== undefined && HOT_READ_ROUTES.has(route) ? 'debug' : 'info';
}

/**
 * Fastify's request log lines, replaced: nothing when a request comes in, and one line when its
 * reply has gone out (method, route, status, time; the request id comes with the request's
 * logger as `reqId`). The route, not the URL, so queries and tokens in paths stay out of the
 * log. Below the log level pino's call is a no-op.
 */
export class RequestLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const route = request.routeOptions.url;
    const status = reply.statusCode;
    const level = error ? 'error' : requestLogLevel(request.method, route, status);
    request.log[level](
      {
        method: request.method,
        route: route ?? null,
        status,
        ms: Math.round(reply.elapsedTime * 10) / 10,
        ...(error ? { err: error } : {}),
      },
      'request',
    );
  }
}
