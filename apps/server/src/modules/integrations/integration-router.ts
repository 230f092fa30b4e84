import {
  INTEGRATION_ROUTES,
  type IntegrationRouteDef,
  type IntegrationRouteKey,
} from '@kodumasinad/contract/admin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { isIntegrationRouteUrl } from '../../platform/api-guard.js';
import { currentIntegration, type RequireIntegration } from './integration-guard.js';
import type { IntegrationCaller } from './integrations.service.js';

type Def<K extends IntegrationRouteKey> = (typeof INTEGRATION_ROUTES)[K];
type Parsed<D, P extends string> = D extends Record<P, infer S extends z.ZodType> ? z.output<S> : undefined;
type Reply<D> = D extends { reply: infer S extends z.ZodType } ? z.input<S> : unknown;

/** What a handler of an integration call gets: its parsed input and the calling token. */
export interface IntegrationCall<K extends IntegrationRouteKey> {
  params: Parsed<Def<K>, 'params'>;
  query: Parsed<Def<K>, 'query'>;
  body: Parsed<Def<K>, 'body'>;
  /** The token (null only on the public documentation). */
  caller: Def<K>['scope'] extends null ? null : IntegrationCaller;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type IntegrationHandler<K extends IntegrationRouteKey> = (
  call: IntegrationCall<K>,
) => Promise<Reply<Def<K>>>;

/** Registers the handler of one call of the contract's INTEGRATION_ROUTES. */
export type IntegrationRouter = <K extends IntegrationRouteKey>(
  key: K,
  handler: IntegrationHandler<K>,
) => void;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The INTEGRATION_ROUTES key an /api/integration route was registered from. */
    integrationRoute?: string;
  }
}

/** '/api/integration/orders/{number}/status' → '/api/integration/orders/:number/status'. */
export const fastifyPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/**
 * The one way to add an integration route (decision 081): from its row of the contract's table,
 * with the row's schemas, scope guard and body limit, so the OpenAPI document generated from the
 * same table describes every route there is. A route under /api/integration added any other way
 * fails at registration, and once the server is ready every row must have its route.
 */
export function createIntegrationRouter(
  app: FastifyInstance,
  requireIntegration: RequireIntegration,
): IntegrationRouter {
  const registered = new Set<string>();
  app.addHook('onRoute', (route) => {
    if (!isIntegrationRouteUrl(route.url) || route.method === 'HEAD') return;
    const key = route.config?.integrationRoute;
    const definition =
      key === undefined ? undefined : (INTEGRATION_ROUTES as Record<string, IntegrationRouteDef>)[key];
    if (definition === undefined || fastifyPath(definition.path) !== route.url)
      throw new Error(`${route.url} is not a row of the contract's INTEGRATION_ROUTES`);
  });
  app.addHook('onReady', async () => {
    const missing = Object.keys(INTEGRATION_ROUTES).filter((key) => !registered.has(key));
    if (missing.length > 0) throw new Error(`Integration routes without a handler: ${missing.join(', ')}`);
  });

  return (key, handler) => {
    const definition: IntegrationRouteDef = INTEGRATION_ROUTES[key];
    registered.add(key);
    app.route({
      method: definition.method,
      url: fastifyPath(definition.path),
      config: { integrationRoute: key },
      ...(definition.scope === null ? {} : { onRequest: requireIntegration(definition.scope) }),
      ...(definition.bodyLimit === undefined ? {} : { bodyLimit: definition.bodyLimit }),
      schema: {
        ...(definition.params === undefined ? {} : { params: definition.params }),
        ...(definition.query === undefined ? {} : { querystring: definition.query }),
        ...(definition.body === undefined ? {} : { body: definition.body }),
        ...(definition.reply === null ? {} : { response: { 200: definition.reply } }),
      },
      handler: async (request, reply) =>
        handler({
          params: request.params,
          query: request.query,
          body: request.body,
          caller: (definition.scope === null ? null : currentIntegration(request)) as IntegrationCall<
            typeof key
          >['caller'],
          request,
          reply,
        } as IntegrationCall<typeof key>),
    });
  };
}
