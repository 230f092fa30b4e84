import {
  StaffAccountReplySchema,
  StaffCreateRequestSchema,
  StaffListQuerySchema,
  StaffListReplySchema,
  StaffParamsSchema,
  StaffUpdateRequestSchema,
} from '@kodumasinad/contract/admin';
import type { FastifyInstance } from 'fastify';
import { attachment } from '../../platform/spreadsheet-export.js';
import type { ContractTypeProvider } from '../../platform/validation.js';
import { currentStaff, type RequireStaff } from '../admin/core/index.js';
import type { StaffAccountsService } from './staff-accounts.service.js';

/** Staff accounts: admins only (issue 14). */
export function registerStaffAccountRoutes(
  app: FastifyInstance,
  deps: { accounts: StaffAccountsService; requireStaff: RequireStaff },
): void {
  const { accounts, requireStaff } = deps;
  const api = app.withTypeProvider<ContractTypeProvider>();
  const guarded = { onRequest: requireStaff(['admin']) };

  api.get(
    '/api/admin/staff',
    { ...guarded, schema: { querystring: StaffListQuerySchema, response: { 200: StaffListReplySchema } } },
    async (request) => accounts.list(request.query),
  );

  api.get(
    '/api/admin/staff/export.csv',
    { ...guarded, schema: { querystring: StaffListQuerySchema } },
    async (request, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', attachment('tootajad.csv'))
        .send(await accounts.exportCsv(request.query)),
  );

  api.post(
    '/api/admin/staff',
    { ...guarded, schema: { body: StaffCreateRequestSchema, response: { 200: StaffAccountReplySchema } } },
    async (request) => ({
      data: await accounts.create(currentStaff(request), request.body),
      message: 'Töötaja on lisatud.',
    }),
  );

  api.put(
    '/api/admin/staff/:id',
    {
      ...guarded,
      schema: {
        params: StaffParamsSchema,
        body: StaffUpdateRequestSchema,
        response: { 200: StaffAccountReplySchema },
      },
    },
    async (request) => ({
      data: await accounts.update(currentStaff(request), request.params.id, request.body),
      message: 'Töötaja andmed on salvestatud.',
    }),
  );

  api.post(
    '/api/admin/staff/:id/reset-totp',
    { ...guarded, schema: { params: StaffParamsSchema, response: { 200: StaffAccountReplySchema } } },
    async (request) => ({
      data: await accounts.resetTotp(currentStaff(request), request.params.id),
      message: 'Autentimisrakendus on lähtestatud: järgmisel sisselogimisel seotakse uus.',
    }),
  );
}
