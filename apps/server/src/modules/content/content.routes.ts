import type { NewsItemReply, NewsListReply, PageReply } from '@kodumasinad/contract';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { z } from 'zod';
import { invalidInput } from '../../platform/errors.js';
import type { ContentService } from './content.service.js';

const DEFAULT_NEWS_PER_PAGE = 12;
const MAX_NEWS_PER_PAGE = 100;

const NewsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(MAX_NEWS_PER_PAGE).default(DEFAULT_NEWS_PER_PAGE),
});

const QUERY_MESSAGES: Record<string, string> = {
  page: 'Lehekülje number peab olema positiivne täisarv.',
  per_page: `Uudiste arv lehel peab olema täisarv 1 kuni ${MAX_NEWS_PER_PAGE}.`,
};

function parseNewsQuery(query: unknown) {
  const parsed = NewsQuerySchema.safeParse(query);
  if (parsed.success) return parsed.data;
  const fields = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
  throw invalidInput(
    Object.fromEntries([...fields].map((field) => [field, [QUERY_MESSAGES[field] ?? 'Vigane väärtus.']])),
  );
}

export function registerContentRoutes(
  app: FastifyInstance,
  deps: { content: ContentService; requireUser: preHandlerAsyncHookHandler },
): void {
  const { content, requireUser } = deps;

  app.get<{ Params: { hook: string } }>('/api/pages/hook/:hook', async (request): Promise<PageReply> => {
    return { data: await content.page('hook', request.params.hook) };
  });

  app.get<{ Params: { slug: string } }>('/api/pages/slug/:slug', async (request): Promise<PageReply> => {
    return { data: await content.page('slug', request.params.slug) };
  });

  app.get('/api/news', { preHandler: requireUser }, async (request): Promise<NewsListReply> => {
    const query = parseNewsQuery(request.query);
    return content.newsPage(query.page, query.per_page);
  });

  app.get<{ Params: { idOrUrl: string } }>(
    '/api/news/:idOrUrl',
    { preHandler: requireUser },
    async (request): Promise<NewsItemReply> => {
      return { data: await content.newsItem(request.params.idOrUrl) };
    },
  );
}
