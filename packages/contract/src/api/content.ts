import { z } from 'zod';
import { dataReply, listReply } from './common.js';

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
export type MenuReply = z.infer<typeof MenuReplySchema>;

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
export type PageReply = z.infer<typeof PageReplySchema>;

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
export type NewsListReply = z.infer<typeof NewsListReplySchema>;
export const NewsItemReplySchema = dataReply(NewsItemSchema);
export type NewsItemReply = z.infer<typeof NewsItemReplySchema>;
