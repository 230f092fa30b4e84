import {
  CartDeleteRequestSchema,
  CartInsertReplySchema,
  CartInsertRequestSchema,
  CartReplySchema,
  CartTransportRequestSchema,
  CartUpdateRequestSchema,
  DEFAULT_CART_QUANTITY,
  TransportsReplySchema,
} from '@kodumasinad/contract';
import type { FastifyInstance } from 'fastify';
import { currentUser, type UserGuard } from '../../platform/auth-guard.js';
import type { ContractTypeProvider } from '../../platform/validation.js';
import { CART_CLEARED_MESSAGE, CART_REMOVED_MESSAGE, type CartService } from './cart.service.js';
import { transportOptions } from './transports.js';

/** Cart calls of SPEC §7; update and delete name the row by its product id. */
export function registerCartRoutes(
  app: FastifyInstance,
  deps: { cart: CartService; requireUser: UserGuard },
): void {
  const { cart, requireUser } = deps;
  const api = app.withTypeProvider<ContractTypeProvider>();
  const guarded = { onRequest: requireUser };
  const replies = { response: { 200: CartReplySchema } };

  api.get('/api/cart', { ...guarded, schema: replies }, async (request) => ({
    cart: await cart.cart(currentUser(request)),
  }));

  api.post(
    '/api/cart/insert',
    { ...guarded, schema: { body: CartInsertRequestSchema, response: { 200: CartInsertReplySchema } } },
    async (request) => {
      const { id, row_id, quantity, checked } = request.body;
      return cart.insert(currentUser(request), {
        productId: id,
        parentRowId: row_id ?? null,
        quantity: quantity ?? DEFAULT_CART_QUANTITY,
        checked: checked ?? true,
      });
    },
  );

  api.post(
    '/api/cart/update',
    { ...guarded, schema: { ...replies, body: CartUpdateRequestSchema } },
    async (request) => ({
      cart: await cart.update(currentUser(request), request.body.id, request.body.quantity),
    }),
  );

  api.post(
    '/api/cart/delete',
    { ...guarded, schema: { ...replies, body: CartDeleteRequestSchema } },
    async (request) => ({
      cart: await cart.remove(currentUser(request), request.body.id),
      message: CART_REMOVED_MESSAGE,
    }),
  );

  api.post('/api/cart/clear', { ...guarded, schema: replies }, async (request) => ({
    cart: await cart.clear(currentUser(request)),
    message: CART_CLEARED_MESSAGE,
  }));

  api.get(
    '/api/cart/transports',
    { ...guarded, schema: { response: { 200: TransportsReplySchema } } },
    async () => ({ data: transportOptions() }),
  );

  api.post(
    '/api/cart/transport',
    { ...guarded, schema: { ...replies, body: CartTransportRequestSchema } },
    async (request) => ({ cart: await cart.setTransport(currentUser(request), request.body) }),
  );
}
