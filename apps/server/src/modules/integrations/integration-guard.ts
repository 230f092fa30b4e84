import {
  INTEGRATION_TOKEN_INVALID_MESSAGE,
  INTEGRATION_TOKEN_MISSING_MESSAGE,
  integrationScopeMessage,
  type IntegrationScope,
} from '@kodumasinad/contract/admin';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { bearerToken } from '../../platform/api-guard.js';
import { AppError } from '../../platform/errors.js';
import type { RateLimiter } from '../../platform/rate-limit.js';
import type { IntegrationCaller, IntegrationsService } from './integrations.service.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the integration guard; null elsewhere. */
    integration: IntegrationCaller | null;
  }
}

const CHALLENGE = { 'www-authenticate': 'Bearer realm="integration"' };

export type RequireIntegration = (scope: IntegrationScope) => onRequestAsyncHookHandler;

/**
 * The guard of every ERP call (decision 081), run as the route's onRequest hook: no bearer token,
 * or a wrong or revoked one → 401; each call then counts against the token's rate limit (429
 * past it); a token without the route's scope → 403. Cookies play no part: integration routes
 * load no session.
 */
export function createIntegrationGuard(deps: {
  tokens: IntegrationsService;
  limiter: RateLimiter;
  /** Calls per token per rate-limit window. */
  callsPerWindow: number;
}): RequireIntegration {
  return (scope) => async (request) => {
    const secret = bearerToken(request);
    if (secret === null)
      throw new AppError(401, 'unauthenticated', INTEGRATION_TOKEN_MISSING_MESSAGE, undefined, CHALLENGE);
    const caller = await deps.tokens.authenticate(secret);
    if (caller === null)
      throw new AppError(401, 'unauthenticated', INTEGRATION_TOKEN_INVALID_MESSAGE, undefined, {
        'www-authenticate': 'Bearer realm="integration", error="invalid_token"',
      });
    await deps.limiter.hit(`integration:${caller.id}`, deps.callsPerWindow);
    if (!caller.scopes.includes(scope))
      throw new AppError(403, 'forbidden', integrationScopeMessage(scope), undefined, {
        'www-authenticate': `Bearer realm="integration", error="insufficient_scope", scope="${scope}"`,
      });
    request.integration = caller;
  };
}

/** The caller set by the guard; only call it in handlers behind it. */
export function currentIntegration(request: FastifyRequest): IntegrationCaller {
  if (request.integration === null)
    throw new AppError(401, 'unauthenticated', INTEGRATION_TOKEN_MISSING_MESSAGE, undefined, CHALLENGE);
  return request.integration;
}
