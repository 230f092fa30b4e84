import type { FastifyInstance } from 'fastify';
import type { UserGuard } from '../../platform/auth-guard.js';
import { registerOfferRoutes } from './offers.routes.js';
import type { OffersService } from './offers.service.js';

export { OffersService } from './offers.service.js';

/**
 * Resellers' price offers to their own customers (decision 024) and the customer's public page.
 * Owns `offers`, `offer_rows` and `offer_cart_links`; reacts to `order.placed` (event-handlers.ts).
 */
export function register(
  app: FastifyInstance,
  deps: { offers: OffersService; requireUser: UserGuard },
): void {
  registerOfferRoutes(app, deps);
}
