import { z } from 'zod';
import { ProductDetailSchema } from './api/catalog.js';
import { MenuItemSchema, PageSchema } from './api/content.js';
import { UserSchema } from './api/user.js';

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
});
export type Bootstrap = z.infer<typeof BootstrapSchema>;

export const BOOTSTRAP_SCRIPT_ID = 'bootstrap';
/** The hook of the footer's page (GET /api/pages/hook/{hook}), which the bootstrap also carries. */
export const FOOTER_HOOK = 'footer-b2b';
export const CSRF_META_NAME = 'csrf-token';
export const CSRF_HEADER = 'X-CSRF-TOKEN';
