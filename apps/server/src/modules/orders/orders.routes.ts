import type { OrderDraftReplySchema, OrderReply, OrdersListReply, ReorderReply } from '@kodumasinad/contract';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { z } from 'zod';
import { currentUser } from '../../platform/auth-guard.js';
import { notFound } from '../../platform/errors.js';
import type { CheckoutService } from './checkout.service.js';
import { ORDER_NOT_FOUND_MESSAGE, type OrdersService } from './orders.service.js';

type DraftReply = z.infer<typeof OrderDraftReplySchema>;

/** The order id of the path; anything but a plain number is no order of ours (404). */
function orderId(request: FastifyRequest): number {
  const { id } = request.params as { id?: string };
  if (id === undefined || !/^\d{1,9}$/.test(id)) throw notFound(ORDER_NOT_FOUND_MESSAGE);
  return Number(id);
}

/** Checkout and order calls of SPEC §7. */
export function registerOrderRoutes(
  app: FastifyInstance,
  deps: { checkout: CheckoutService; orders: OrdersService; requireUser: preHandlerAsyncHookHandler },
): void {
  const { checkout, orders, requireUser } = deps;
  const guarded = { preHandler: requireUser };

  app.get('/api/order', guarded, async (request): Promise<DraftReply> => {
    return { data: await checkout.draft(currentUser(request)) };
  });

  app.get('/api/order/new', guarded, async (request): Promise<DraftReply> => {
    return { data: await checkout.newDraft(currentUser(request)) };
  });

  app.post('/api/order', guarded, async (request): Promise<DraftReply | OrderReply> => {
    return checkout.save(currentUser(request), request.body);
  });

  app.get('/api/orders', guarded, async (request): Promise<OrdersListReply> => {
    return orders.list(currentUser(request), request.query);
  });

  app.get('/api/orders/:id', guarded, async (request): Promise<OrderReply> => {
    return { data: await orders.get(currentUser(request), orderId(request)) };
  });

  app.post('/api/orders/continue/:id', guarded, async (request): Promise<OrderReply> => {
    return orders.continuePayment(currentUser(request), orderId(request));
  });

  app.post('/api/orders/:id/reorder', guarded, async (request): Promise<ReorderReply> => {
    return orders.reorder(currentUser(request), orderId(request));
  });
}
