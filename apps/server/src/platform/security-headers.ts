import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { isApiPath } from './api-guard.js';

/** Helmet's options: a strict CSP and the usual hardening headers. */
function helmetOptions(https: boolean, formActionOrigins: readonly string[]): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
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

/**
 * The headers helmet sets, computed once. Our policy has no per-request part (no nonces, no
 * directive functions), so running helmet's middleware on every request — as @fastify/helmet
 * does, building the middleware anew each time — only repeated the same work.
 */
export function securityHeaders(https: boolean, formActionOrigins: readonly string[] = []) {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown = null;
  helmet(helmetOptions(https, formActionOrigins))(
    {} as IncomingMessage,
    collector as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) failure = error;
    },
  );
  if (failure !== null) throw failure;
  return headers;
}

/**
 * Helmet's headers with a strict CSP on every reply: only our own scripts (the bootstrap is JSON,
 * not script), inline styles for the SPA's style attributes, no framing, no plugins. Forms may post
 * to our own origin and to the configured banks (`paymentFormOrigins`): checkout posts the signed
 * bank-link request there. API replies are not to be stored. A route may replace a header on its
 * own reply.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  https: boolean,
  formActionOrigins: readonly string[] = [],
): Promise<void> {
  const headers = securityHeaders(https, formActionOrigins);
  // API replies carry a company's prices, orders and invoices: never kept by browsers or proxies.
  const apiHeaders = { ...headers, 'cache-control': 'no-store' };
  app.addHook('onRequest', (request, reply, done) => {
    void reply.headers(isApiPath(request.url) ? apiHeaders : headers);
    done();
  });
}
