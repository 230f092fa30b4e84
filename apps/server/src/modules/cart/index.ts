import type { FastifyInstance } from 'fastify';
import type { UserGuard } from '../../platform/auth-guard.js';
import { registerCartRoutes } from './cart.routes.js';
import type { CartService } from './cart.service.js';

export { CartService } from './cart.service.js';

/** The buyer's cart (SPEC §7). Owns `cart_rows` and `cart_state`; checkout and offers use CartService. */
export function register(app: FastifyInstance, deps: { cart: CartService; requireUser: UserGuard }): void {
  registerCartRoutes(app, deps);
}
