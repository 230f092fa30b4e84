import { z } from 'zod';
import {
  MAX_OFFER_PRICE_CENTS,
  MAX_OFFER_QUANTITY,
  MAX_OFFER_ROWS,
  MAX_PRICE_INCREASE,
  MAX_VALID_DAYS,
  MIN_PRICE_INCREASE,
  MIN_VALID_DAYS,
  OFFER_LANGUAGES,
  OFFER_STATUSES,
  PAYMENT_TERM_PATTERN,
} from './offer-rules.js';
import { SEARCH_MAX_LENGTH } from '../constants.js';
import { CartReplySchema } from '../cart/cart.js';
import { listReply, ReplyExtrasSchema } from '../common.js';
import { PAGE_MESSAGE } from '../orders/orders.js';
import {
  flagSchema,
  idSchema,
  numericParam,
  queryParam,
  resourcePath,
  wholeNumberSchema,
} from '../validation/request.js';
import { parseHundredths } from '../validation/numbers.js';

export const OfferStatusSchema = z.enum(OFFER_STATUSES);
export const OfferLanguageSchema = z.enum(OFFER_LANGUAGES);

export const OfferRowSchema = z.object({
  rowId: z.number().int(),
  product_id: z.number().int().nullable(),
  /** The buyer's own product (installation, delivery…), not from our catalogue. */
  own_product: z.boolean(),
  title: z.string(),
  code: z.string(),
  unit: z.string(),
  quantity: z.number().int(),
  /** Unit price to the end customer, net cents. */
  price: z.number().int(),
  /** false: the price follows the purchase price and the offer's markup. */
  custom_price: z.boolean(),
  /** Percent, up to two decimals. */
  discount: z.number(),
  total: z.number().int(),
  /** The buyer's own figures, never shown to the end customer: purchase price per unit (cents). */
  purchase_price: z.number().int().nullable(),
  margin: z.number().int().nullable(),
  margin_percent: z.number().nullable(),
  /** Product page slug and picture of catalogue rows. */
  url: z.string().nullable(),
  filename: z.string().nullable(),
});
export type OfferRow = z.infer<typeof OfferRowSchema>;

export const OfferTotalsSchema = z.object({
  net: z.number().int(),
  vat: z.number().int(),
  gross: z.number().int(),
  purchase: z.number().int(),
  margin: z.number().int(),
  margin_percent: z.number().nullable(),
});

export const OfferCustomerSchema = z.object({
  customer_name: z.string(),
  customer_company: z.string(),
  customer_registry_code: z.string(),
  customer_email: z.string(),
  customer_phone: z.string(),
  customer_address: z.string(),
});

export const OfferSchema = OfferCustomerSchema.extend({
  id: z.number().int(),
  number: z.string(),
  status: OfferStatusSchema,
  status_label: z.string(),
  title: z.string(),
  language: OfferLanguageSchema,
  /** The offer's day (yyyy-mm-dd, Tallinn) and the last day it holds. */
  date: z.string(),
  valid_days: z.number().int(),
  valid_until: z.string(),
  payment_term: z.string(),
  payment_term_label: z.string(),
  price_increase: z.number(),
  intro: z.string(),
  signature: z.string(),
  logo: z.string().nullable(),
  rows: z.array(OfferRowSchema),
  totals: OfferTotalsSchema,
  created_by: z.string(),
  created_at: z.string(),
  updated_by: z.string(),
  updated_at: z.string(),
  sent_at: z.string().nullable(),
  sent_to: z.string().nullable(),
  accepted_at: z.string().nullable(),
  accepted_by: z.string().nullable(),
  ordered_at: z.string().nullable(),
  /** The end customer's page while the link is live (sent, accepted or ordered). */
  customer_url: z.string().nullable(),
  /** Counts the changes the end customer can see; accepting names the version seen. */
  version: z.number().int(),
  /** The version the end customer accepted (null until accepted). */
  accepted_version: z.number().int().nullable(),
});
export type Offer = z.infer<typeof OfferSchema>;

export const OfferReplySchema = ReplyExtrasSchema.extend({ offer: OfferSchema });

export const OfferListItemSchema = OfferSchema.pick({
  id: true,
  number: true,
  status: true,
  status_label: true,
  title: true,
  customer_name: true,
  customer_company: true,
  valid_until: true,
  created_by: true,
  updated_at: true,
}).extend({ total: z.number().int(), total_vat: z.number().int() });
export type OfferListItem = z.infer<typeof OfferListItemSchema>;
export const OffersListReplySchema = listReply(OfferListItemSchema);
export type OffersListReply = z.infer<typeof OffersListReplySchema>;

export const OfferCountsSchema = z.object(
  Object.fromEntries(OFFER_STATUSES.map((status) => [status, z.number().int()])) as Record<
    (typeof OFFER_STATUSES)[number],
    z.ZodNumber
  >,
);
export const OffersIndexReplySchema = ReplyExtrasSchema.extend({ counts: OfferCountsSchema });
export type OffersIndexReply = z.infer<typeof OffersIndexReplySchema>;

/** POST /api/offers/order: the cart after the offer's catalogue rows went in. */
export const OfferOrderReplySchema = CartReplySchema;

// Messages (Estonian, keyed by field in errors).
export const OFFER_NOT_FOUND_MESSAGE = 'Pakkumist ei leitud.';
export const OFFER_STATUS_MESSAGE = 'Pakkumise olek ei ole korrektne.';
export const OFFER_ROW_NOT_FOUND_MESSAGE = 'Pakkumise rida ei leitud.';
export const OFFER_PRODUCT_MESSAGE = 'Toote tunnus on vigane.';
export const OFFER_ROW_CHOICE_MESSAGE = 'Vali kataloogist toode või lisa oma toode.';
export const OFFER_QUANTITY_MESSAGE = `Kogus peab olema positiivne täisarv (kuni ${MAX_OFFER_QUANTITY}).`;
export const OFFER_PRICE_MESSAGE = 'Hind peab olema 0 või suurem ja kuni kahe komakohaga.';
export const OFFER_PRICE_REQUIRED_MESSAGE = 'Hind on nõutud väli.';
export const OFFER_DISCOUNT_MESSAGE = 'Allahindlus peab olema 0 kuni 100%.';
export const OFFER_MARKUP_MESSAGE = `Juurdehindlus peab olema ${MIN_PRICE_INCREASE} kuni ${MAX_PRICE_INCREASE}%.`;
export const OFFER_VALID_DAYS_MESSAGE = `Kehtivus peab olema ${MIN_VALID_DAYS} kuni ${MAX_VALID_DAYS} päeva.`;
export const OFFER_PAYMENT_TERM_MESSAGE = 'Maksetingimus peab olema päevade arv või E (ettemaks).';
export const OFFER_EMAIL_MESSAGE = 'E-post peab olema e-maili aadress.';
export const OFFER_EMAIL_REQUIRED_MESSAGE = 'E-post on nõutud väli.';
export const OFFER_CUSTOMER_REQUIRED_MESSAGE = 'Enne saatmist lisa kliendi nimi.';
export const OFFER_ROWS_MESSAGE = `Pakkumises võib olla kuni ${MAX_OFFER_ROWS} rida.`;
export const OFFER_OWN_TITLE_MESSAGE = 'Toote nimetus on nõutud väli.';
export const OFFER_LANGUAGE_MESSAGE = 'Keel ei ole korrektne.';
export const OFFER_TOKEN_MESSAGE = 'Pakkumist ei leitud.';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/u;

/** Optional text trimmed, at most `max` characters; absent or null reads as ''. */
function text(max: number) {
  return z
    .string()
    .max(max)
    .nullish()
    .transform((value) => (value ?? '').trim());
}

/**
 * A decimal with at most two decimals in [min, max], as a number or text ('12,5' or '12.50'),
 * returned in hundredths (cents for money). `empty` is what an absent or blank value means.
 */
export function hundredthsSchema(min: number, max: number, message: string, empty: number | null) {
  return z
    .unknown()
    .optional()
    .transform((value, ctx): number | null => {
      if (value === undefined || value === null || (typeof value === 'string' && value.trim() === ''))
        return empty;
      const hundredths = parseHundredths(value);
      if (hundredths === null || hundredths < Math.round(min * 100) || hundredths > Math.round(max * 100)) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return hundredths;
    });
}

/** A percentage with two decimals as a number (12.5). */
function percentSchema(min: number, max: number, message: string) {
  return hundredthsSchema(min, max, message, 0).transform((value) => (value ?? 0) / 100);
}

export const OfferRowInputSchema = z
  .object({
    rowId: z.unknown().optional(),
    product_id: idSchema(OFFER_PRODUCT_MESSAGE).nullish(),
    own_product: flagSchema(OFFER_ROW_CHOICE_MESSAGE).optional(),
    title: text(200),
    code: text(50),
    unit: text(20),
    quantity: wholeNumberSchema(1, MAX_OFFER_QUANTITY, OFFER_QUANTITY_MESSAGE),
    /** Empty on a catalogue row: follow the purchase price and the markup. */
    price: hundredthsSchema(0, MAX_OFFER_PRICE_CENTS / 100, OFFER_PRICE_MESSAGE, null),
    discount: percentSchema(0, 100, OFFER_DISCOUNT_MESSAGE),
  })
  .superRefine((row, ctx) => {
    const own = row.own_product === true;
    if (!own && (row.product_id === undefined || row.product_id === null))
      ctx.addIssue({ code: 'custom', message: OFFER_ROW_CHOICE_MESSAGE, path: ['product_id'] });
    if (own && row.title === '')
      ctx.addIssue({ code: 'custom', message: OFFER_OWN_TITLE_MESSAGE, path: ['title'] });
    if (own && row.price === null)
      ctx.addIssue({ code: 'custom', message: OFFER_PRICE_REQUIRED_MESSAGE, path: ['price'] });
  })
  .transform((row) => ({
    productId: row.own_product === true ? null : (row.product_id ?? null),
    ownProduct: row.own_product === true,
    title: row.title,
    code: row.code,
    unit: row.unit,
    quantity: row.quantity,
    price: row.price,
    discount: row.discount,
  }));

const emailText = z
  .string({ error: OFFER_EMAIL_MESSAGE })
  .max(254, OFFER_EMAIL_MESSAGE)
  .nullish()
  .transform((value) => (value ?? '').trim())
  .refine((value) => value === '' || EMAIL.test(value), OFFER_EMAIL_MESSAGE);

/** POST /api/offer/{id}: the offer's fields and all its rows in their order. */
export const OfferSaveRequestSchema = z.object({
  title: text(200),
  customer_name: text(200),
  customer_company: text(200),
  customer_registry_code: text(20),
  customer_email: emailText,
  customer_phone: text(50),
  customer_address: text(300),
  language: z.enum(OFFER_LANGUAGES, { error: OFFER_LANGUAGE_MESSAGE }),
  valid_days: wholeNumberSchema(MIN_VALID_DAYS, MAX_VALID_DAYS, OFFER_VALID_DAYS_MESSAGE),
  payment_term: z
    .string({ error: OFFER_PAYMENT_TERM_MESSAGE })
    .trim()
    .regex(PAYMENT_TERM_PATTERN, OFFER_PAYMENT_TERM_MESSAGE),
  price_increase: percentSchema(MIN_PRICE_INCREASE, MAX_PRICE_INCREASE, OFFER_MARKUP_MESSAGE),
  intro: text(5000),
  signature: text(1000),
  rows: z.array(OfferRowInputSchema, { error: OFFER_ROWS_MESSAGE }).max(MAX_OFFER_ROWS, OFFER_ROWS_MESSAGE),
});
export type OfferSave = z.output<typeof OfferSaveRequestSchema>;
export type OfferSaveInput = z.input<typeof OfferSaveRequestSchema>;

/** /api/offer/{id}, /api/offers/preview/{id}, /api/offers/{id}/pdf. */
export const OfferParamsSchema = resourcePath({ id: numericParam(OFFER_NOT_FOUND_MESSAGE) });

/** GET /api/offers/{status}: any other word names no list. */
export const OffersListParamsSchema = resourcePath({
  status: z.enum(OFFER_STATUSES, { error: OFFER_STATUS_MESSAGE }),
});

export const OFFERS_PER_PAGE = 20;
export const OFFER_SEARCH_MESSAGE = `Otsingus võib olla kuni ${SEARCH_MAX_LENGTH} tähemärki.`;
export const OffersListQuerySchema = z
  .object({
    page: queryParam(wholeNumberSchema(1, 1_000_000, PAGE_MESSAGE), PAGE_MESSAGE),
    search: queryParam(z.string().max(SEARCH_MAX_LENGTH), OFFER_SEARCH_MESSAGE),
  })
  .transform((query) => ({ page: query.page ?? 1, search: query.search ?? '' }));
export type OffersListQuery = z.output<typeof OffersListQuerySchema>;

/** {id} of archive, delete, copy and order. */
export const OfferIdRequestSchema = z.object({ id: idSchema(OFFER_NOT_FOUND_MESSAGE) });

/** POST /api/offers/add, optionally with a title. */
export const OfferAddRequestSchema = z.object({ title: text(200) });

/** POST /api/offers/row/add: a catalogue product, or an own product (`own_product: true`). */
export const OfferRowAddRequestSchema = z
  .object({
    id: idSchema(OFFER_NOT_FOUND_MESSAGE),
    product_id: idSchema(OFFER_PRODUCT_MESSAGE).nullish(),
    own_product: flagSchema(OFFER_ROW_CHOICE_MESSAGE).nullish(),
  })
  .superRefine((body, ctx) => {
    const product = body.product_id !== undefined && body.product_id !== null;
    if (product === (body.own_product === true))
      ctx.addIssue({ code: 'custom', message: OFFER_ROW_CHOICE_MESSAGE, path: ['product_id'] });
  });

export const OfferRowRemoveRequestSchema = z.object({
  id: idSchema(OFFER_NOT_FOUND_MESSAGE),
  rowId: idSchema(OFFER_ROW_NOT_FOUND_MESSAGE),
});

/** POST /api/offers/send: to the end customer, with a covering message. */
export const OfferSendRequestSchema = z.object({
  id: idSchema(OFFER_NOT_FOUND_MESSAGE),
  email: z
    .string({ error: OFFER_EMAIL_REQUIRED_MESSAGE })
    .trim()
    .min(1, OFFER_EMAIL_REQUIRED_MESSAGE)
    .max(254, OFFER_EMAIL_MESSAGE)
    .regex(EMAIL, OFFER_EMAIL_MESSAGE),
  message: text(5000),
});
export type OfferSendRequest = z.input<typeof OfferSendRequestSchema>;

/** ≥ 128 random bits, base64url: 22 characters or more. */
export const OfferTokenParamsSchema = resourcePath({
  token: z.string({ error: OFFER_TOKEN_MESSAGE }).regex(/^[A-Za-z0-9_-]{22,64}$/, OFFER_TOKEN_MESSAGE),
});

/** The end customer's view: the document without the buyer's own figures. */
export const PublicOfferRowSchema = OfferRowSchema.pick({
  title: true,
  code: true,
  unit: true,
  quantity: true,
  price: true,
  discount: true,
  total: true,
});
export const PublicOfferSchema = OfferSchema.pick({
  number: true,
  title: true,
  language: true,
  date: true,
  valid_until: true,
  payment_term_label: true,
  intro: true,
  signature: true,
  logo: true,
  customer_name: true,
  customer_company: true,
  customer_registry_code: true,
  customer_email: true,
  customer_phone: true,
  customer_address: true,
  accepted_at: true,
  accepted_by: true,
  version: true,
}).extend({
  rows: z.array(PublicOfferRowSchema),
  totals: OfferTotalsSchema.pick({ net: true, vat: true, gross: true }),
  vat_percent: z.number(),
  seller: z.object({
    name: z.string(),
    registry_code: z.string().nullable(),
    vat_number: z.string().nullable(),
    contact: z.string(),
    email: z.string(),
  }),
  expired: z.boolean(),
  can_accept: z.boolean(),
  pdf_url: z.string(),
});
export type PublicOffer = z.infer<typeof PublicOfferSchema>;
export const PublicOfferReplySchema = ReplyExtrasSchema.extend({ offer: PublicOfferSchema });

export const ACCEPT_NAME_MESSAGE = 'Palun kirjuta oma nimi.';
export const ACCEPT_VERSION_MESSAGE = 'Pakkumise versioon on puudu. Palun laadi leht uuesti.';
/** 409 when the offer changed after the end customer opened it (issue 22 item 3). */
export const OFFER_CHANGED_MESSAGE =
  'Pakkumist on vahepeal muudetud. Palun laadi leht uuesti ja vaata muudetud pakkumine üle.';
export const OFFER_CHANGED_CODE = 'offer_changed';
export const PublicOfferAcceptRequestSchema = z.object({
  name: z.string({ error: ACCEPT_NAME_MESSAGE }).trim().min(1, ACCEPT_NAME_MESSAGE).max(200),
  /** The `version` of the offer the customer saw: a later one is refused with 409. */
  version: wholeNumberSchema(1, 1_000_000_000, ACCEPT_VERSION_MESSAGE),
});
