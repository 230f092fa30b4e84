import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { isApiRequest } from './api-guard.js';

/** Helmet's options: a strict CSP and the usual hardening headers. */
function helmetOptions(
  https: boolean,
  formActionOrigins: readonly string[],
  connectOrigins: readonly string[],
): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...connectOrigins],
        frameAncestors: ["'none'"],
        formAction: ["'self'", ...formActionOrigins],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // HSTS only means something over https; on http://localhost it would only confuse browsers later.
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  };
}

interface SecurityHeadersOptions {
  https: boolean;
  formActionOrigins: readonly string[];
  connectOrigins: readonly string[];
}

/**
 * Helmet's middleware, built once, run on every reply's real response. @fastify/helmet builds the
 * middleware anew on each request (parsing the whole CSP again): about 12 µs per request against
 * 0.3 µs, some 15 % of a catalogue listing's CPU (decision 010). Our policy has nothing per
 * request (no nonces, no directive functions), so one middleware serves every request.
 */
const helmetPlugin = fastifyPlugin<SecurityHeadersOptions>(
  async (app, options) => {
    const middleware = helmet(
      helmetOptions(options.https, options.formActionOrigins, options.connectOrigins),
    );
    app.addHook('onRequest', (request, reply, done) => {
      middleware(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
    });
  },
  { name: 'security-headers', fastify: '5.x' },
);

/**
 * Helmet's headers with a strict CSP on every reply: only our own scripts (the bootstrap is
 * JSON, not script), inline styles for the SPA's style attributes, no framing, no plugins. Forms
 * may post to our own origin and to the configured banks (`paymentFormOrigins`): checkout posts
 * the signed bank-link request there. Scripts may connect to our own origin and to
 * `connectOrigins` (the browser's error-reporting host, decision 041). A route may replace a
 * header on its own reply.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  https: boolean,
  formActionOrigins: readonly string[] = [],
  connectOrigins: readonly string[] = [],
): Promise<void> {
  await app.register(helmetPlugin, { https, formActionOrigins, connectOrigins });
  // API replies carry a company's prices, orders and invoices: never kept by browsers or proxies.
  // Decided on the matched route (however the path was spelled); a request that matched no route
  // gets it too. Pictures, built files and pages set their own policy.
  app.addHook('onRequest', (request, reply, done) => {
    if (request.routeOptions.url === undefined || isApiRequest(request)) {
      void reply.header('cache-control', 'no-store');
    }
    done();
  });
}
