import {
  AdminClientInputSchema,
  AdminClientParamsSchema,
  AdminClientReplySchema,
  AdminClientsListReplySchema,
  AdminClientsQuerySchema,
  CLIENT_CREATED_MESSAGE,
  CLIENT_SAVED_MESSAGE,
  ClientDiscountOptionsReplySchema,
  type Staff,
} from '@kodumasinad/contract/admin';
import type { FastifyInstance } from 'fastify';
import { estonianDay } from '../../platform/estonian-calendar.js';
import { attachment } from '../../platform/spreadsheet-export.js';
import type { ContractTypeProvider } from '../../platform/validation.js';
import { currentStaff, type RequireStaff } from '../admin/core/index.js';
import type { AdminClientsService } from './clients.service.js';

/** /api/admin/clients: the sales office's client companies (issue 14). */
export function registerAdminClientRoutes(
  app: FastifyInstance,
  deps: { clients: AdminClientsService<Staff>; requireStaff: RequireStaff },
): void {
  const { clients, requireStaff } = deps;
  const api = app.withTypeProvider<ContractTypeProvider>();
  const sales = { onRequest: requireStaff(['sales']) };

  api.get(
    '/api/admin/clients',
    {
      ...sales,
      schema: { querystring: AdminClientsQuerySchema, response: { 200: AdminClientsListReplySchema } },
    },
    async (request) => clients.list(request.query),
  );

  // Static routes: they take precedence over /api/admin/clients/:id.
  api.get(
    '/api/admin/clients/export.csv',
    { ...sales, schema: { querystring: AdminClientsQuerySchema } },
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachment(`kliendid-${estonianDay()}.csv`))
        .send(await clients.exportCsv(request.query)),
  );

  api.get(
    '/api/admin/clients/discount-options',
    { ...sales, schema: { response: { 200: ClientDiscountOptionsReplySchema } } },
    async () => ({ data: await clients.discountOptions() }),
  );

  api.get(
    '/api/admin/clients/:id',
    { ...sales, schema: { params: AdminClientParamsSchema, response: { 200: AdminClientReplySchema } } },
    async (request) => ({ data: await clients.get(request.params.id) }),
  );

  api.post(
    '/api/admin/clients',
    { ...sales, schema: { body: AdminClientInputSchema, response: { 201: AdminClientReplySchema } } },
    async (request, reply) => {
      const data = await clients.create(currentStaff(request), request.body);
      return reply.code(201).send({ data, message: CLIENT_CREATED_MESSAGE });
    },
  );

  api.put(
    '/api/admin/clients/:id',
    {
      ...sales,
      schema: {
        params: AdminClientParamsSchema,
        body: AdminClientInputSchema,
        response: { 200: AdminClientReplySchema },
      },
    },
    async (request) => ({
      data: await clients.update(currentStaff(request), request.params.id, request.body),
      message: CLIENT_SAVED_MESSAGE,
    }),
  );
}
