import { z } from 'zod';
import { listReply, ReplyExtrasSchema } from '../common.js';
import { COUNTIES } from '../constants.js';
import { adminListQuery } from '../admin/list.js';
import { hundredthsSchema } from '../offers/offers.js';
import { flagSchema, idSchema, numericParam, queryParam, resourcePath } from '../validation/request.js';
import { B2bClientSchema } from './user.js';
import { compactVatNumber, isClientRegistryCode, vatCheckDigitHolds } from './client-ids.js';

/** Back-office: client companies (issue 14, decision 046). Users and invites: client-users.ts. */

export const CLIENT_NOT_FOUND_MESSAGE = 'Klienti ei leitud.';
export const CLIENT_NAME_MESSAGE = 'Nimi on nõutud väli.';
export const REGISTRY_CODE_MESSAGE = 'Registrikood peab olema 8 numbrit.';
export const VAT_NUMBER_FORMAT_MESSAGE = 'KMKR number peab olema kujul EE ja 9 numbrit.';
export const VAT_NUMBER_CHECK_MESSAGE = 'KMKR numbri kontrollnumber ei klapi. Palun kontrolli numbrit.';
export const REGISTRY_CODE_TAKEN_MESSAGE = 'Selle registrikoodiga klient on juba olemas.';
export const VAT_NUMBER_TAKEN_MESSAGE = 'Selle KMKR numbriga klient on juba olemas.';
export const CLIENT_PAYMENT_TERM_MESSAGE = 'Maksetähtaeg peab olema päevade arv (0–365) või E (ettemaks).';
export const CLIENT_COUNTY_MESSAGE = 'Maakond ei ole korrektne.';
export const CLIENT_EMAIL_MESSAGE = 'E-post peab olema e-maili aadress.';
export const DISCOUNT_PERCENT_MESSAGE = 'Allahindlus peab olema 0,01 kuni 100%.';
export const DISCOUNT_BRAND_MESSAGE = 'Brändi ei leitud.';
export const DISCOUNT_CATEGORY_MESSAGE = 'Kategooriat ei leitud.';
export const DISCOUNTS_MESSAGE = 'Allahindlusi võib olla kuni 100.';
export const CLIENT_STATUS_FILTER_MESSAGE = 'Oleku valik ei ole korrektne.';
export const CLIENT_SAVED_MESSAGE = 'Kliendi andmed on salvestatud.';
export const CLIENT_CREATED_MESSAGE = 'Klient on lisatud.';

export const CLIENT_STATUSES = ['active', 'blocked'] as const;
export type ClientStatus = (typeof CLIENT_STATUSES)[number];
export const CLIENT_STATUS_LABELS: Record<ClientStatus, string> = {
  active: 'Aktiivne',
  blocked: 'Blokeeritud',
};
export const CLIENT_SORTS = ['name', 'registry_code', 'created_at', 'users'] as const;
export const MAX_CLIENT_DISCOUNTS = 100;
export const MAX_PAYMENT_TERM_DAYS = 365;

export const ClientDiscountSchema = z.object({
  brand_id: z.number().int().nullable(),
  category_id: z.number().int().nullable(),
  /** Percent, up to two decimals (decision 004). */
  percent: z.number(),
});

/** The buyer's own view of the company (`user.b2b_client`) and what only staff see. */
export const AdminClientSchema = B2bClientSchema.pick({
  id: true,
  name: true,
  registry_code: true,
  vat_number: true,
  payment_term: true,
  can_offers: true,
  offers_en: true,
}).extend({
  address: z.string().nullable(),
  postal_code: z.string().nullable(),
  city: z.string().nullable(),
  county: z.string().nullable(),
  phone: z.string().nullable(),
  /** Where invoices and reminders go. */
  email: z.string().nullable(),
  blocked: z.boolean(),
  status: z.enum(CLIENT_STATUSES),
  status_label: z.string(),
  /** How many users the client has (active or not). */
  users: z.number().int(),
  discounts: z.array(ClientDiscountSchema),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminClient = z.infer<typeof AdminClientSchema>;

export const AdminClientListItemSchema = AdminClientSchema.omit({ discounts: true });
export type AdminClientListItem = z.infer<typeof AdminClientListItemSchema>;
export const AdminClientsListReplySchema = listReply(AdminClientListItemSchema);
export type AdminClientsListReply = z.infer<typeof AdminClientsListReplySchema>;
export const AdminClientReplySchema = ReplyExtrasSchema.extend({ data: AdminClientSchema });

/** What the discount rows of the client form choose from. */
export const ClientDiscountOptionsReplySchema = ReplyExtrasSchema.extend({
  data: z.object({
    brands: z.array(z.object({ id: z.number().int(), name: z.string() })),
    categories: z.array(
      z.object({ id: z.number().int(), title: z.string(), parent_id: z.number().int().nullable() }),
    ),
  }),
});
export type ClientDiscountOptionsReply = z.infer<typeof ClientDiscountOptionsReplySchema>;

/** GET /api/admin/clients (and export.csv): paging, sort, search, filters (sorted by name). */
export const AdminClientsQuerySchema = adminListQuery(
  CLIENT_SORTS,
  {
    status: queryParam(z.enum(CLIENT_STATUSES), CLIENT_STATUS_FILTER_MESSAGE),
    can_offers: queryParam(flagSchema(CLIENT_STATUS_FILTER_MESSAGE), CLIENT_STATUS_FILTER_MESSAGE),
  },
  { sort: 'name', dir: 'asc' },
);
export type AdminClientsQuery = z.output<typeof AdminClientsQuerySchema>;

export const AdminClientParamsSchema = resourcePath({ id: numericParam(CLIENT_NOT_FOUND_MESSAGE) });

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/u;

/** Optional text, trimmed; empty reads as null. */
function optionalText(max: number) {
  return z
    .string()
    .max(max)
    .nullish()
    .transform((value) => {
      const text = (value ?? '').trim();
      return text === '' ? null : text;
    });
}

const ClientDiscountInputSchema = z.object({
  brand_id: idSchema(DISCOUNT_BRAND_MESSAGE)
    .nullish()
    .transform((value) => value ?? null),
  category_id: idSchema(DISCOUNT_CATEGORY_MESSAGE)
    .nullish()
    .transform((value) => value ?? null),
  percent: hundredthsSchema(0.01, 100, DISCOUNT_PERCENT_MESSAGE, null).transform((value, ctx) => {
    if (value === null) {
      ctx.addIssue({ code: 'custom', message: DISCOUNT_PERCENT_MESSAGE });
      return z.NEVER;
    }
    return value / 100;
  }),
});

/** POST /api/admin/clients and PUT /api/admin/clients/{id}: the whole client form. */
export const AdminClientInputSchema = z.object({
  name: z.string({ error: CLIENT_NAME_MESSAGE }).trim().min(1, CLIENT_NAME_MESSAGE).max(200),
  registry_code: z
    .string({ error: REGISTRY_CODE_MESSAGE })
    .trim()
    .refine(isClientRegistryCode, REGISTRY_CODE_MESSAGE),
  vat_number: z
    .string({ error: VAT_NUMBER_FORMAT_MESSAGE })
    .nullish()
    .transform((value) => compactVatNumber(value ?? ''))
    .superRefine((value, ctx) => {
      if (value === '') return;
      if (!/^EE\d{9}$/.test(value)) ctx.addIssue({ code: 'custom', message: VAT_NUMBER_FORMAT_MESSAGE });
      else if (!vatCheckDigitHolds(value))
        ctx.addIssue({ code: 'custom', message: VAT_NUMBER_CHECK_MESSAGE });
    })
    .transform((value) => (value === '' ? null : value)),
  address: optionalText(300),
  postal_code: optionalText(20),
  city: optionalText(100),
  county: optionalText(50).refine(
    (value) => value === null || (COUNTIES as readonly string[]).includes(value),
    CLIENT_COUNTY_MESSAGE,
  ),
  phone: optionalText(50),
  email: z
    .string({ error: CLIENT_EMAIL_MESSAGE })
    .max(254, CLIENT_EMAIL_MESSAGE)
    .nullish()
    .transform((value) => (value ?? '').trim().toLowerCase())
    .refine((value) => value === '' || EMAIL.test(value), CLIENT_EMAIL_MESSAGE)
    .transform((value) => (value === '' ? null : value)),
  payment_term: z
    .string({ error: CLIENT_PAYMENT_TERM_MESSAGE })
    .nullish()
    .transform((value) => (value ?? '').trim().toUpperCase())
    .refine(
      (value) =>
        value === '' || value === 'E' || (/^\d{1,3}$/.test(value) && Number(value) <= MAX_PAYMENT_TERM_DAYS),
      CLIENT_PAYMENT_TERM_MESSAGE,
    )
    .transform((value) => (value === '' ? null : value === 'E' ? 'E' : String(Number(value)))),
  can_offers: flagSchema(CLIENT_STATUS_FILTER_MESSAGE)
    .optional()
    .transform((value) => value ?? false),
  offers_en: flagSchema(CLIENT_STATUS_FILTER_MESSAGE)
    .optional()
    .transform((value) => value ?? false),
  blocked: flagSchema(CLIENT_STATUS_FILTER_MESSAGE)
    .optional()
    .transform((value) => value ?? false),
  discounts: z
    .array(ClientDiscountInputSchema, { error: DISCOUNTS_MESSAGE })
    .max(MAX_CLIENT_DISCOUNTS, DISCOUNTS_MESSAGE)
    .optional()
    .transform((value) => value ?? []),
});
export type AdminClientInput = z.output<typeof AdminClientInputSchema>;
export type AdminClientFormValues = z.input<typeof AdminClientInputSchema>;
