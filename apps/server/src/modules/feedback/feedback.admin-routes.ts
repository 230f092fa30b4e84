import {
  AdminFeedbackListQuerySchema,
  AdminFeedbackListReplySchema,
  AdminFeedbackParamsSchema,
  AdminFeedbackReplySchema,
  AdminFeedbackStateRequestSchema,
} from '@kodumasinad/contract/admin';
import type { FastifyInstance } from 'fastify';
import { estonianDay } from '../../platform/estonian-calendar.js';
import { attachment } from '../../platform/spreadsheet-export.js';
import type { ContractTypeProvider } from '../../platform/validation.js';
import { currentStaff, type RequireStaff } from '../admin/core/index.js';
import type { AdminFeedbackService } from './feedback-admin.service.js';

/** The feedback inbox (issue 14); role `sales` (admin always). */
export function registerFeedbackAdminRoutes(
  app: FastifyInstance,
  deps: {
    requireStaff: RequireStaff;
    feedback: AdminFeedbackService;
  },
): void {
  const { feedback } = deps;
  const api = app.withTypeProvider<ContractTypeProvider>();
  const onRequest = deps.requireStaff(['sales']);

  api.get(
    '/api/admin/feedback',
    {
      onRequest,
      schema: { querystring: AdminFeedbackListQuerySchema, response: { 200: AdminFeedbackListReplySchema } },
    },
    async (request) => feedback.list(request.query),
  );
  api.get(
    '/api/admin/feedback/export.csv',
    { onRequest, schema: { querystring: AdminFeedbackListQuerySchema } },
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachment(`tagasiside-${estonianDay()}.csv`))
        .send(await feedback.exportCsv(request.query)),
  );
  api.get(
    '/api/admin/feedback/:id',
    { onRequest, schema: { params: AdminFeedbackParamsSchema, response: { 200: AdminFeedbackReplySchema } } },
    async (request) => ({ data: await feedback.open(currentStaff(request), request.params.id) }),
  );
  api.post(
    '/api/admin/feedback/:id/state',
    {
      onRequest,
      schema: {
        params: AdminFeedbackParamsSchema,
        body: AdminFeedbackStateRequestSchema,
        response: { 200: AdminFeedbackReplySchema },
      },
    },
    async (request) => ({
      data: await feedback.setState(currentStaff(request), request.params.id, request.body.state),
    }),
  );
}
