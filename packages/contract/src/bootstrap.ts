import { z } from 'zod';
import { ProductDetailSchema } from './catalog/catalog.js';
import { MenuItemSchema, PageSchema } from './content/content.js';
import { UserSchema } from './clients/user.js';

/**
 * What the server injects into index.html (SPEC §3 "read from the page", DESIGN.md):
 * `<meta name="csrf-token" content="…">` plus this JSON in
 * `<script id="bootstrap" type="application/json">`.
 */
export const BootstrapSchema = z.object({
  vat: z.number(),
  error: z.string().nullable(),
  categories: z.array(z.string()),
  pages: z.array(z.string()),
  retail_url: z.string(),
  /**
   * The DSN the browser reports errors to (SENTRY_BROWSER_DSN, else SENTRY_DSN; decision 041);
   * null: browser error reporting is off. Absent where the page has no server behind it.
   */
  sentry_dsn: z.string().nullable().optional(),
  contacts: z.object({
    phones: z.array(z.string()),
    email: z.string(),
    legal_name: z.string(),
  }),
  /**
   * What the first screen would otherwise ask for one call after another (issue 11, decision
   * 036): the session's user (null: nobody is logged in), the category menu (logged in only) and
   * the footer. Absent where the page has no server behind it (Vite alone, tests).
   */
  user: UserSchema.nullable().optional(),
  menu: z.array(MenuItemSchema).nullable().optional(),
  footer: PageSchema.nullable().optional(),
  /** On a product's own page (/{product url}), logged in: what GET /api/product/{url} answers. */
  product: ProductDetailSchema.nullable().optional(),
  /**
   * GET replies the server already gave for the page's first screen, keyed by `callKey` (decision
   * 059): a category or search listing's page and its facets, exactly as those calls answer. The
   * web client answers each such call once from here instead of asking again.
   */
  replies: z.record(z.string(), z.unknown()).optional(),
});
export type Bootstrap = z.infer<typeof BootstrapSchema>;

/**
 * Development only: the Vite dev server serves the pages itself and asks GET /__bootstrap for a
 * page's head, naming the page's address (path and query) so the head is the one that page gets.
 */
export const DevBootstrapQuerySchema = z.object({
  path: z
    .string()
    .max(2000)
    .regex(/^\/(?![/\\])/, 'Lehe aadress peab algama kaldkriipsuga.')
    .optional(),
});
