import type { FastifyInstance } from 'fastify';
import type { UserGuard } from '../../platform/auth-guard.js';
import type { CatalogService } from '../catalog/index.js';
import type { CheckoutService } from '../orders/index.js';
import { registerVariablesRoutes } from './variables.routes.js';
import { VariablesService } from './variables.service.js';

/** GET /api/variables/{names} (SPEC §7): read-only lists from the catalogue and checkout. */
export function register(
  app: FastifyInstance,
  deps: { catalog: CatalogService; checkout: CheckoutService; requireUser: UserGuard },
): void {
  registerVariablesRoutes(app, {
    variables: new VariablesService({ catalog: deps.catalog, checkout: deps.checkout }),
    requireUser: deps.requireUser,
  });
}
