import type { CartInsertReply, CartReply } from '@kodumasinad/contract';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { currentUser } from '../../platform/auth-guard.js';
import { invalidInput } from '../../platform/errors.js';
import { readInsert, readProductId, readTransportBody, readUpdate } from './cart-input.js';
import { CART_CLEARED_MESSAGE, CART_REMOVED_MESSAGE, type CartService } from './cart.service.js';
import { readTransportChoice, transportOptions } from './transports.js';

/** Cart calls of SPEC §7; update and delete name the row by its product id. */
export function registerCartRoutes(
  app: FastifyInstance,
  deps: { cart: CartService; requireUser: preHandlerAsyncHookHandler },
): void {
  const { cart, requireUser } = deps;
  const guarded = { preHandler: requireUser };

  app.get('/api/cart', guarded, async (request): Promise<CartReply> => {
    return { cart: await cart.cart(currentUser(request)) };
  });

  app.post('/api/cart/insert', guarded, async (request): Promise<CartInsertReply> => {
    return cart.insert(currentUser(request), readInsert(request.body));
  });

  app.post('/api/cart/update', guarded, async (request): Promise<CartReply> => {
    const { productId, quantity } = readUpdate(request.body);
    return { cart: await cart.update(currentUser(request), productId, quantity) };
  });

  app.post('/api/cart/delete', guarded, async (request): Promise<CartReply> => {
    const productId = readProductId(request.body);
    return { cart: await cart.remove(currentUser(request), productId), message: CART_REMOVED_MESSAGE };
  });

  app.post('/api/cart/clear', guarded, async (request): Promise<CartReply> => {
    return { cart: await cart.clear(currentUser(request)), message: CART_CLEARED_MESSAGE };
  });

  app.get('/api/cart/transports', guarded, async () => ({ data: transportOptions() }));

  app.post('/api/cart/transport', guarded, async (request): Promise<CartReply> => {
    const { code, county } = readTransportBody(request.body);
    const read = readTransportChoice(code, county);
    if (!read.ok) throw invalidInput(read.errors, Object.values(read.errors)[0]?.[0]);
    return { cart: await cart.setTransport(currentUser(request), read.choice) };
  });
}
