import {
  NewsItemParamsSchema,
  NewsItemReplySchema,
  NewsListReplySchema,
  NewsQuerySchema,
  PageHookParamsSchema,
  PageReplySchema,
  PageSlugParamsSchema,
} from '@kodumasinad/contract';
import type { FastifyInstance } from 'fastify';
import type { UserGuard } from '../../platform/auth-guard.js';
import type { ContractTypeProvider } from '../../platform/validation.js';
import type { ContentService } from './content.service.js';

export function registerContentRoutes(
  app: FastifyInstance,
  deps: { content: ContentService; requireUser: UserGuard },
): void {
  const { content, requireUser } = deps;
  const api = app.withTypeProvider<ContractTypeProvider>();

  api.get(
    '/api/pages/hook/:hook',
    { schema: { params: PageHookParamsSchema, response: { 200: PageReplySchema } } },
    async (request) => ({ data: await content.page('hook', request.params.hook) }),
  );

  api.get(
    '/api/pages/slug/:slug',
    { schema: { params: PageSlugParamsSchema, response: { 200: PageReplySchema } } },
    async (request) => ({ data: await content.page('slug', request.params.slug) }),
  );

  api.get(
    '/api/news',
    {
      onRequest: requireUser,
      schema: { querystring: NewsQuerySchema, response: { 200: NewsListReplySchema } },
    },
    async (request) => content.newsPage(request.query.page, request.query.per_page),
  );

  api.get(
    '/api/news/:idOrUrl',
    {
      onRequest: requireUser,
      schema: { params: NewsItemParamsSchema, response: { 200: NewsItemReplySchema } },
    },
    async (request) => ({ data: await content.newsItem(request.params.idOrUrl) }),
  );
}
