import { buildOpenApiDocument } from '@kodumasinad/contract/admin';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import type { RateLimiter } from '../../platform/rate-limit.js';
import { recordAudit, type RequireStaff } from '../admin/core/index.js';
import { integrationDocsPage } from './integration-docs.js';
import { createIntegrationGuard } from './integration-guard.js';
import { createIntegrationRouter, type IntegrationRouter } from './integration-router.js';
import { registerIntegrationAdminRoutes } from './integrations.admin-routes.js';
import { IntegrationsService } from './integrations.service.js';

export type { IntegrationCall, IntegrationHandler, IntegrationRouter } from './integration-router.js';
export type { IntegrationCaller } from './integrations.service.js';

/**
 * The ERP's integration API (issue 24, decision 081): admins' token routes, the bearer guard, the
 * router through which the owning modules add their integration calls (orders, catalogue), and
 * the generated OpenAPI document with its page. Register it before those modules.
 */
export function register(
  app: FastifyInstance,
  deps: { db: Db; limiter: RateLimiter; callsPerWindow: number; requireStaff: RequireStaff; appUrl: string },
): { route: IntegrationRouter } {
  const tokens = new IntegrationsService({ db: deps.db, audit: recordAudit });
  app.decorateRequest('integration', null);
  registerIntegrationAdminRoutes(app, { integrations: tokens, requireStaff: deps.requireStaff });
  const route = createIntegrationRouter(
    app,
    createIntegrationGuard({ tokens, limiter: deps.limiter, callsPerWindow: deps.callsPerWindow }),
  );
  const document = buildOpenApiDocument(undefined, { serverUrl: deps.appUrl });
  const page = integrationDocsPage(document);
  route('openApi', async () => ({ ...document }));
  route('docs', async ({ reply }) => reply.type('text/html; charset=utf-8').send(page));
  return { route };
}
