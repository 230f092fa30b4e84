import { z } from 'zod';
import { feedbackForm } from '../forms/feedback-form.js';
import { envelope, formSchema, queryParam, resourcePath, wholeNumberSchema } from '../validation/request.js';
import { dataReply, listReply } from '../common.js';

export const MenuChildSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  url: z.string(),
  /** Label → path. */
  links: z.record(z.string(), z.string()),
});

/** Menu item of SPEC §3. */
export const MenuItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  url: z.string().nullable(),
  two_columns: z.boolean(),
  children: z.array(MenuChildSchema),
  links: z.record(z.string(), z.string()),
});
export type MenuItem = z.infer<typeof MenuItemSchema>;
export const MenuReplySchema = z.object({ data: z.array(MenuItemSchema) });

/** A static page or a content hook; `content` is sanitised HTML. */
export const PageSchema = z.object({
  id: z.number().int(),
  slug: z.string().nullable(),
  hook: z.string().nullable(),
  title: z.string(),
  content: z.string(),
});
export type Page = z.infer<typeof PageSchema>;
export const PageReplySchema = dataReply(PageSchema);

export const NewsItemSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  title: z.string(),
  excerpt: z.string(),
  /** Sanitised HTML. */
  content: z.string(),
  /** ISO 8601 UTC. */
  published_at: z.string(),
});
export type NewsItem = z.infer<typeof NewsItemSchema>;
export const NewsListReplySchema = listReply(NewsItemSchema);
export const NewsItemReplySchema = dataReply(NewsItemSchema);

export const PAGE_NOT_FOUND_MESSAGE = 'Lehte ei leitud.';
export const NEWS_NOT_FOUND_MESSAGE = 'Uudist ei leitud.';
/** Slugs, hooks and news urls are short; a longer one names nothing we have. */
const MAX_SLUG_LENGTH = 200;
const slugParam = (message: string) => z.string().min(1, message).max(MAX_SLUG_LENGTH, message);

/** GET /api/pages/slug/{slug} and /api/pages/hook/{hook}. */
export const PageSlugParamsSchema = resourcePath({ slug: slugParam(PAGE_NOT_FOUND_MESSAGE) });
export const PageHookParamsSchema = resourcePath({ hook: slugParam(PAGE_NOT_FOUND_MESSAGE) });
/** GET /api/news/{id or url}. */
export const NewsItemParamsSchema = resourcePath({ idOrUrl: slugParam(NEWS_NOT_FOUND_MESSAGE) });

export const DEFAULT_NEWS_PER_PAGE = 12;
export const MAX_NEWS_PER_PAGE = 100;
export const NEWS_PAGE_MESSAGE = 'Lehekülje number peab olema positiivne täisarv.';
export const NEWS_PER_PAGE_MESSAGE = `Uudiste arv lehel peab olema täisarv 1 kuni ${MAX_NEWS_PER_PAGE}.`;
/** GET /api/news?page=&per_page=. */
export const NewsQuerySchema = z
  .object({
    page: queryParam(wholeNumberSchema(1, 1_000_000, NEWS_PAGE_MESSAGE), NEWS_PAGE_MESSAGE),
    per_page: queryParam(
      wholeNumberSchema(1, MAX_NEWS_PER_PAGE, NEWS_PER_PAGE_MESSAGE),
      NEWS_PER_PAGE_MESSAGE,
    ),
  })
  .transform((query) => ({ page: query.page ?? 1, per_page: query.per_page ?? DEFAULT_NEWS_PER_PAGE }));

/** POST /api/feedback {feedback}: the contact form; errors keyed by the form's fields. */
export const FeedbackRequestSchema = envelope('feedback', formSchema(feedbackForm));
