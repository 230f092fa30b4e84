import type { FastifyInstance } from 'fastify';
import type { UserGuard } from '../../platform/auth-guard.js';
import type { CartService } from '../cart/index.js';
import type { CatalogService } from '../catalog/index.js';
import { registerQuickOrderRoutes } from './quick-order.routes.js';
import { QuickOrderService } from './quick-order.service.js';

/** Quick order by code (issue 13): writes nothing of its own, adds through the cart's service. */
export function register(
  app: FastifyInstance,
  deps: { catalog: CatalogService; cart: CartService; requireUser: UserGuard },
): void {
  registerQuickOrderRoutes(app, {
    quickOrder: new QuickOrderService(deps.catalog, deps.cart),
    requireUser: deps.requireUser,
  });
}
