import {
  AdminOrderCancelRequestSchema,
  AdminOrderParamsSchema,
  AdminOrderReplySchema,
  AdminOrdersExportQuerySchema,
  AdminOrdersListReplySchema,
  AdminOrdersQuerySchema,
  AdminOrderTransitionReplySchema,
  RefundParamsSchema,
  RefundTasksReplySchema,
  type Staff,
} from '@kodumasinad/contract/admin';
import type { FastifyInstance } from 'fastify';
import { estonianDay } from '../../platform/estonian-calendar.js';
import { attachment } from '../../platform/spreadsheet-export.js';
import type { ContractTypeProvider } from '../../platform/validation.js';
import { currentStaff, type RequireStaff } from '../admin/core/index.js';
import type { AdminOrdersService } from './admin-orders.service.js';
import type { RefundsService } from './refunds.service.js';

/** The back-office's order and refund-task calls (issue 14, decision 065): the sales office's (and admins'). */
export function registerAdminOrderRoutes(
  app: FastifyInstance,
  deps: { orders: AdminOrdersService<Staff>; refunds: RefundsService; requireStaff: RequireStaff },
): void {
  const { orders, refunds, requireStaff } = deps;
  const api = app.withTypeProvider<ContractTypeProvider>();
  const sales = { onRequest: requireStaff(['sales']) };
  const transitionReply = {
    params: AdminOrderParamsSchema,
    response: { 200: AdminOrderTransitionReplySchema },
  };

  api.get(
    '/api/admin/orders',
    {
      ...sales,
      schema: { querystring: AdminOrdersQuerySchema, response: { 200: AdminOrdersListReplySchema } },
    },
    async (request) => orders.list(request.query),
  );

  // Static: it takes precedence over /api/admin/orders/:id.
  api.get(
    '/api/admin/orders/export.csv',
    { ...sales, schema: { querystring: AdminOrdersExportQuerySchema } },
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachment(`tellimused-${estonianDay()}.csv`))
        .send(await orders.exportCsv(request.query)),
  );

  api.get(
    '/api/admin/orders/:id',
    { ...sales, schema: { params: AdminOrderParamsSchema, response: { 200: AdminOrderReplySchema } } },
    async (request) => ({ data: await orders.get(request.params.id) }),
  );

  api.post('/api/admin/orders/:id/confirm', { ...sales, schema: transitionReply }, async (request) =>
    orders.transition(currentStaff(request), request.params.id, 'confirm'),
  );

  api.post('/api/admin/orders/:id/archive', { ...sales, schema: transitionReply }, async (request) =>
    orders.transition(currentStaff(request), request.params.id, 'archive'),
  );

  api.post(
    '/api/admin/orders/:id/cancel',
    { ...sales, schema: { ...transitionReply, body: AdminOrderCancelRequestSchema } },
    async (request) =>
      orders.transition(currentStaff(request), request.params.id, 'cancel', request.body.reason),
  );

  api.get(
    '/api/admin/refunds',
    { ...sales, schema: { response: { 200: RefundTasksReplySchema } } },
    async () => refunds.list(),
  );

  api.post(
    '/api/admin/refunds/:id/refunded',
    { ...sales, schema: { params: RefundParamsSchema, response: { 200: RefundTasksReplySchema } } },
    async (request) => ({
      ...(await refunds.markRefunded(currentStaff(request), request.params.id)),
      message: 'Enammakse on märgitud tagastatuks.',
    }),
  );
}
