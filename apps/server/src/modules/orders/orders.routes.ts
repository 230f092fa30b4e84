import {
  OrderDraftReplySchema,
  OrderParamsSchema,
  OrderReplySchema,
  OrderSaveRequestSchema,
  OrdersExportQuerySchema,
  OrdersListReplySchema,
  OrdersQuerySchema,
  ReorderReplySchema,
} from '@kodumasinad/contract';
import type { FastifyInstance } from 'fastify';
import { currentUser, type UserGuard } from '../../platform/auth-guard.js';
import { estonianDay } from '../../platform/estonian-calendar.js';
import { attachment } from '../../platform/spreadsheet-export.js';
import type { ContractTypeProvider } from '../../platform/validation.js';
import type { CheckoutService } from './checkout.service.js';
import type { OrdersService } from './orders.service.js';

/** Checkout and order calls of SPEC §7. */
export function registerOrderRoutes(
  app: FastifyInstance,
  deps: { checkout: CheckoutService; orders: OrdersService; requireUser: UserGuard },
): void {
  const { checkout, orders, requireUser } = deps;
  const api = app.withTypeProvider<ContractTypeProvider>();
  const guarded = { onRequest: requireUser };
  const draftReply = { response: { 200: OrderDraftReplySchema } };
  const orderReply = { response: { 200: OrderReplySchema } };

  api.get('/api/order', { ...guarded, schema: draftReply }, async (request) => ({
    data: await checkout.draft(currentUser(request)),
  }));

  api.get('/api/order/new', { ...guarded, schema: draftReply }, async (request) => ({
    data: await checkout.newDraft(currentUser(request)),
  }));

  api.post(
    '/api/order',
    {
      ...guarded,
      schema: {
        body: OrderSaveRequestSchema,
        response: { 200: OrderDraftReplySchema.or(OrderReplySchema) },
      },
    },
    async (request) => checkout.save(currentUser(request), request.body.order),
  );

  api.get(
    '/api/orders',
    { ...guarded, schema: { querystring: OrdersQuerySchema, response: { 200: OrdersListReplySchema } } },
    async (request) => orders.list(currentUser(request), request.query),
  );

  // Static routes: they take precedence over /api/orders/:id.
  api.get(
    '/api/orders/export.csv',
    { ...guarded, schema: { querystring: OrdersExportQuerySchema } },
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachment(`tellimused-${estonianDay()}.csv`))
        .send(await orders.exportCsv(currentUser(request), request.query)),
  );

  api.get(
    '/api/orders/export.xlsx',
    { ...guarded, schema: { querystring: OrdersExportQuerySchema } },
    async (request, reply) =>
      reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', attachment(`tellimused-${estonianDay()}.xlsx`))
        .send(await orders.exportXlsx(currentUser(request), request.query)),
  );

  api.get(
    '/api/orders/:id',
    { ...guarded, schema: { ...orderReply, params: OrderParamsSchema } },
    async (request) => ({ data: await orders.get(currentUser(request), request.params.id) }),
  );

  api.post(
    '/api/orders/continue/:id',
    { ...guarded, schema: { ...orderReply, params: OrderParamsSchema } },
    async (request) => orders.continuePayment(currentUser(request), request.params.id),
  );

  api.post(
    '/api/orders/:id/reorder',
    { ...guarded, schema: { params: OrderParamsSchema, response: { 200: ReorderReplySchema } } },
    async (request) => orders.reorder(currentUser(request), request.params.id),
  );
}
