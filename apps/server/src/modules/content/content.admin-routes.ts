import { MessageReplySchema } from '@kodumasinad/contract';
import {
  AdminNewsListQuerySchema,
  AdminPageListQuerySchema,
  AdminFooterReplySchema,
  AdminFooterRequestSchema,
  AdminHelpContactsReplySchema,
  AdminHelpContactsRequestSchema,
  AdminMenuReplySchema,
  AdminMenuRequestSchema,
  AdminNewsListReplySchema,
  AdminNewsParamsSchema,
  AdminNewsReplySchema,
  AdminNewsRequestSchema,
  AdminPageListReplySchema,
  AdminPageParamsSchema,
  AdminPageReplySchema,
  AdminPageRequestSchema,
} from '@kodumasinad/contract/admin';
import type { FastifyInstance } from 'fastify';
import { estonianDay } from '../../platform/estonian-calendar.js';
import { attachment } from '../../platform/spreadsheet-export.js';
import type { ContractTypeProvider } from '../../platform/validation.js';
import { currentStaff, type RequireStaff } from '../admin/core/index.js';
import type { AdminNewsService } from './news.service.js';
import type { AdminPagesService } from './pages.service.js';
import type { SiteContentService } from './site-content.service.js';

export const PAGE_DELETED_MESSAGE = 'Leht on kustutatud.';
export const NEWS_DELETED_MESSAGE = 'Uudis on kustutatud.';

/**
 * The back-office's content calls (issue 14, decision 049); role `content` (admin always).
 * Writes are POSTs like the rest of the API: create at the list, save at the item, `/delete`.
 */
export function registerContentAdminRoutes(
  app: FastifyInstance,
  deps: {
    requireStaff: RequireStaff;
    pages: AdminPagesService;
    news: AdminNewsService;
    site: SiteContentService;
  },
): void {
  const { pages, news, site } = deps;
  const api = app.withTypeProvider<ContractTypeProvider>();
  const onRequest = deps.requireStaff(['content']);

  api.get(
    '/api/admin/pages',
    {
      onRequest,
      schema: { querystring: AdminPageListQuerySchema, response: { 200: AdminPageListReplySchema } },
    },
    async (request) => pages.list(request.query),
  );
  api.get(
    '/api/admin/pages/export.csv',
    { onRequest, schema: { querystring: AdminPageListQuerySchema } },
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachment(`lehed-${estonianDay()}.csv`))
        .send(await pages.exportCsv(request.query)),
  );
  api.post(
    '/api/admin/pages',
    { onRequest, schema: { body: AdminPageRequestSchema, response: { 200: AdminPageReplySchema } } },
    async (request) => ({ data: await pages.create(currentStaff(request), request.body) }),
  );
  api.get(
    '/api/admin/pages/:id',
    { onRequest, schema: { params: AdminPageParamsSchema, response: { 200: AdminPageReplySchema } } },
    async (request) => ({ data: await pages.get(request.params.id) }),
  );
  api.post(
    '/api/admin/pages/:id',
    {
      onRequest,
      schema: {
        params: AdminPageParamsSchema,
        body: AdminPageRequestSchema,
        response: { 200: AdminPageReplySchema },
      },
    },
    async (request) => ({ data: await pages.update(currentStaff(request), request.params.id, request.body) }),
  );
  api.post(
    '/api/admin/pages/:id/delete',
    { onRequest, schema: { params: AdminPageParamsSchema, response: { 200: MessageReplySchema } } },
    async (request) => {
      await pages.delete(currentStaff(request), request.params.id);
      return { message: PAGE_DELETED_MESSAGE };
    },
  );

  api.get(
    '/api/admin/news',
    {
      onRequest,
      schema: { querystring: AdminNewsListQuerySchema, response: { 200: AdminNewsListReplySchema } },
    },
    async (request) => news.list(request.query),
  );
  api.get(
    '/api/admin/news/export.csv',
    { onRequest, schema: { querystring: AdminNewsListQuerySchema } },
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachment(`uudised-${estonianDay()}.csv`))
        .send(await news.exportCsv(request.query)),
  );
  api.post(
    '/api/admin/news',
    { onRequest, schema: { body: AdminNewsRequestSchema, response: { 200: AdminNewsReplySchema } } },
    async (request) => ({ data: await news.create(currentStaff(request), request.body) }),
  );
  api.get(
    '/api/admin/news/:id',
    { onRequest, schema: { params: AdminNewsParamsSchema, response: { 200: AdminNewsReplySchema } } },
    async (request) => ({ data: await news.get(request.params.id) }),
  );
  api.post(
    '/api/admin/news/:id',
    {
      onRequest,
      schema: {
        params: AdminNewsParamsSchema,
        body: AdminNewsRequestSchema,
        response: { 200: AdminNewsReplySchema },
      },
    },
    async (request) => ({ data: await news.update(currentStaff(request), request.params.id, request.body) }),
  );
  api.post(
    '/api/admin/news/:id/delete',
    { onRequest, schema: { params: AdminNewsParamsSchema, response: { 200: MessageReplySchema } } },
    async (request) => {
      await news.delete(currentStaff(request), request.params.id);
      return { message: NEWS_DELETED_MESSAGE };
    },
  );

  api.get(
    '/api/admin/menu',
    { onRequest, schema: { response: { 200: AdminMenuReplySchema } } },
    async () => ({ data: await site.menu() }),
  );
  api.post(
    '/api/admin/menu',
    { onRequest, schema: { body: AdminMenuRequestSchema, response: { 200: AdminMenuReplySchema } } },
    async (request) => ({ data: await site.saveMenu(currentStaff(request), request.body.items) }),
  );
  api.post(
    '/api/admin/menu/reset',
    { onRequest, schema: { response: { 200: AdminMenuReplySchema } } },
    async (request) => ({ data: await site.resetMenu(currentStaff(request)) }),
  );

  api.get(
    '/api/admin/footer',
    { onRequest, schema: { response: { 200: AdminFooterReplySchema } } },
    async () => ({ data: await site.footer() }),
  );
  api.post(
    '/api/admin/footer',
    { onRequest, schema: { body: AdminFooterRequestSchema, response: { 200: AdminFooterReplySchema } } },
    async (request) => ({ data: await site.saveFooter(currentStaff(request), request.body.content) }),
  );

  api.get(
    '/api/admin/help-contacts',
    { onRequest, schema: { response: { 200: AdminHelpContactsReplySchema } } },
    async () => ({ data: await site.helpContacts() }),
  );
  api.post(
    '/api/admin/help-contacts',
    {
      onRequest,
      schema: { body: AdminHelpContactsRequestSchema, response: { 200: AdminHelpContactsReplySchema } },
    },
    async (request) => ({ data: await site.saveHelpContacts(currentStaff(request), request.body) }),
  );
}
