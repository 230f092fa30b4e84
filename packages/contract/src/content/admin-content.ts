import { z } from 'zod';
import { dataReply, listReply } from '../common.js';
import { emailField } from '../forms/fields.js';
import { PHONE_PATTERN } from '../forms/feedback-form.js';
import type { FormDef } from '../validation/index.js';
import { formSchema, numericParam, resourcePath } from '../validation/request.js';
import { adminListQuery } from '../admin/list.js';
import { NewsItemSchema, PageSchema } from './content.js';

/**
 * The back-office's content calls (issue 14, decision 049): static pages, news, the secondary
 * menu, the footer and the help contacts. Role `content` (admin always).
 */

/** Lowercase letters, digits and single hyphens between them, e.g. "hooldus-ja-garantii". */
export const PAGE_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * First path segments the buyer's app or the server already answer: a page there would never be
 * reached (SPEC §2: fixed routes win over `/{page}`), or would hide the app's own screen.
 */
export const RESERVED_PAGE_SLUGS = [
  'api',
  'assets',
  'images',
  'haldus',
  'health',
  'login',
  'password',
  'seaded',
  'arved',
  'kiirtellimus',
  'ostukorv',
  'uudised',
  'kontakt',
  'otsing',
  'vordlus',
  'pakkumised',
  'pakkumine',
  'tellimused',
  'makse-edukas',
  'logout',
] as const;

export const PAGE_SLUG_RESERVED_MESSAGE = 'See aadress on e-poes juba kasutusel, vali teine.';
export const PAGE_SLUG_TAKEN_MESSAGE = 'Sellise aadressiga leht on juba olemas.';
export const PAGE_SLUG_CATEGORY_MESSAGE = 'Sellise aadressiga kategooria on juba olemas.';
export const PAGE_SLUG_FORMAT_MESSAGE =
  'Aadress võib sisaldada vaid väiketähti a–z, numbreid ja sidekriipse (nt hooldus-ja-garantii).';
export const CONTENT_HTML_MAX_LENGTH = 200_000;

/** POST /api/admin/pages (create) and /api/admin/pages/{id} (save): a static page. */
export const adminPageForm = {
  slug: {
    label: 'Aadress',
    rules: { required: true, max: 100, regex: PAGE_SLUG_PATTERN, excluded: [...RESERVED_PAGE_SLUGS] },
    messages: { regex: PAGE_SLUG_FORMAT_MESSAGE, excluded: PAGE_SLUG_RESERVED_MESSAGE },
  },
  title: { label: 'Pealkiri', rules: { required: true, max: 200 } },
  content: { label: 'Sisu', rules: { required: true, max: CONTENT_HTML_MAX_LENGTH }, trim: false },
} satisfies FormDef;
export const AdminPageRequestSchema = formSchema(adminPageForm);

/** A static page as the shop shows it (`slug` always set here), with its last change. */
export const AdminPageSchema = PageSchema.pick({ id: true, title: true, content: true }).extend({
  slug: z.string(),
  updated_at: z.string(),
});
export type AdminPage = z.infer<typeof AdminPageSchema>;
export const AdminPageReplySchema = dataReply(AdminPageSchema);
export const AdminPageListReplySchema = listReply(AdminPageSchema);

export const ADMIN_PAGE_NOT_FOUND_MESSAGE = 'Lehte ei leitud.';
export const ADMIN_NEWS_NOT_FOUND_MESSAGE = 'Uudist ei leitud.';
export const AdminPageParamsSchema = resourcePath({ id: numericParam(ADMIN_PAGE_NOT_FOUND_MESSAGE) });
export const AdminNewsParamsSchema = resourcePath({ id: numericParam(ADMIN_NEWS_NOT_FOUND_MESSAGE) });

/** GET /api/admin/pages: sorted by slug unless asked otherwise. */
export const AdminPageListQuerySchema = adminListQuery(['slug', 'title', 'updated_at'], undefined, {
  sort: 'slug',
  dir: 'asc',
});
export type AdminPageListQuery = z.output<typeof AdminPageListQuerySchema>;

/** GET /api/admin/news: newest first unless asked otherwise. */
export const AdminNewsListQuerySchema = adminListQuery(['date', 'title'], undefined, {
  sort: 'date',
  dir: 'desc',
});
export type AdminNewsListQuery = z.output<typeof AdminNewsListQuerySchema>;

/** POST /api/admin/news and /api/admin/news/{id}: a news item; `published` unticked keeps it from buyers. */
export const adminNewsForm = {
  title: { label: 'Pealkiri', rules: { required: true, max: 200 } },
  date: {
    label: 'Kuupäev',
    rules: { required: true, regex: /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/ },
    messages: { regex: 'Kuupäev peab olema kujul AAAA-KK-PP.' },
  },
  excerpt: { label: 'Lühitutvustus', rules: { max: 500 } },
  content: { label: 'Sisu', rules: { required: true, max: CONTENT_HTML_MAX_LENGTH }, trim: false },
  published: { label: 'Avaldatud', rules: { oneOf: ['', '0', '1', 'true', 'false'] } },
} satisfies FormDef;
export const AdminNewsRequestSchema = formSchema(adminNewsForm);

/** A news item as the shop shows it, with its day and whether it is published. */
export const AdminNewsItemSchema = NewsItemSchema.pick({
  id: true,
  url: true,
  title: true,
  excerpt: true,
  content: true,
}).extend({
  /** yyyy-mm-dd: the day the item is dated (and shown from, when published). */
  date: z.string(),
  published: z.boolean(),
});
export type AdminNewsItem = z.infer<typeof AdminNewsItemSchema>;
export const AdminNewsReplySchema = dataReply(AdminNewsItemSchema);
export const AdminNewsListReplySchema = listReply(AdminNewsItemSchema);

/** POST /api/admin/footer: the footer's HTML; required, so an empty body never blanks the footer. */
export const adminFooterForm = {
  content: { label: 'Jaluse sisu', rules: { required: true, max: 50_000 }, trim: false },
} satisfies FormDef;
export const AdminFooterRequestSchema = formSchema(adminFooterForm);
export const AdminFooterSchema = z.object({ content: z.string() });
export const AdminFooterReplySchema = dataReply(AdminFooterSchema);

/** POST /api/admin/help-contacts: what the buyer's Help dropdown shows. */
export const adminHelpContactsForm = {
  phone_1: { label: 'Telefon 1', rules: { required: true, regex: PHONE_PATTERN } },
  phone_2: { label: 'Telefon 2', rules: { regex: PHONE_PATTERN } },
  email: { ...emailField(), label: 'Hulgimüügi e-post' },
} satisfies FormDef;
export const AdminHelpContactsRequestSchema = formSchema(adminHelpContactsForm);
export const AdminHelpContactsSchema = z.object({
  phone_1: z.string(),
  phone_2: z.string(),
  email: z.string(),
});
export type AdminHelpContacts = z.infer<typeof AdminHelpContactsSchema>;
export const AdminHelpContactsReplySchema = dataReply(AdminHelpContactsSchema);

export * from './content-menu.js';
