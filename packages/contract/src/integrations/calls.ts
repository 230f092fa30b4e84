import { z } from 'zod';
import { FieldErrorsSchema, listReply, ReplyExtrasSchema } from '../common.js';
import {
  AdminProductSchema,
  MAX_PRODUCT_CENTS,
  PRODUCT_CAMPAIGN_PRICE_MESSAGE,
  PRODUCT_DAY_MESSAGE,
  PRODUCT_PRICE_MESSAGE,
  PRODUCT_RETAIL_PRICE_MESSAGE,
  ProductCodeSchema,
} from '../catalog/admin-products.js';
import {
  AdminOrderSchema,
  AdminOrderTransitionReplySchema,
  CANCEL_REASON_MAX,
} from '../orders/admin-orders.js';
import { OrderStatusSchema } from '../orders/orders.js';
import { isDay, queryParam, resourcePath, wholeNumberSchema } from '../validation/request.js';

/**
 * Issue 24, the ERP's integration calls (decision 081): the schemas of their parameters, bodies
 * and replies. Orders and products are read in the back-office's shapes (AdminOrderSchema,
 * AdminProductSchema), so a field means the same everywhere.
 */

export const INTEGRATION_PAGE_MESSAGE = 'Lehekülg peab olema positiivne täisarv.';
export const INTEGRATION_PER_PAGE_MESSAGE = 'Lehekülje suurus peab olema täisarv 1 kuni 500.';
export const INTEGRATION_SINCE_MESSAGE =
  'Aeg peab olema kuupäev kujul aaaa-kk-pp või ajahetk ISO 8601 kujul (2026-11-28T08:00:00Z).';
export const INTEGRATION_ORDER_STATUS_MESSAGE = 'Olek peab olema open, confirmed, archived või cancelled.';
export const INTEGRATION_ORDER_NOT_FOUND_MESSAGE = 'Tellimust ei leitud.';
export const INTEGRATION_NEW_STATUS_MESSAGE = 'Uus olek peab olema confirmed, archived või cancelled.';
export const INTEGRATION_REASON_MESSAGE = `Tühistamise põhjus on nõutud (kuni ${CANCEL_REASON_MAX} märki).`;
export const PRICE_FEED_SIZE_MESSAGE = 'Hinnamuudatusi peab olema 1 kuni 10 000.';
export const PRICE_FEED_UNKNOWN_CODE_MESSAGE = 'Selle koodiga toodet ei ole.';
export const PRICE_FEED_REPEATED_CODE_MESSAGE = 'See kood on päringus mitu korda.';

export const INTEGRATION_MAX_PER_PAGE = 500;
export const PRICE_FEED_MAX_ITEMS = 10_000;

/** A page number, 1 when absent. */
function pageParam() {
  return queryParam(wholeNumberSchema(1, 1_000_000, INTEGRATION_PAGE_MESSAGE), INTEGRATION_PAGE_MESSAGE).meta(
    {
      type: 'integer',
      minimum: 1,
      description: 'Page number, 1 when absent.',
    },
  );
}

function perPageParam(fallback: number) {
  return queryParam(
    wholeNumberSchema(1, INTEGRATION_MAX_PER_PAGE, INTEGRATION_PER_PAGE_MESSAGE),
    INTEGRATION_PER_PAGE_MESSAGE,
  ).meta({
    type: 'integer',
    minimum: 1,
    maximum: INTEGRATION_MAX_PER_PAGE,
    description: `Items per page, ${fallback} when absent.`,
  });
}

const INSTANT_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * A point in time: a day (its start, UTC) or an ISO 8601 instant with its offset; read as the
 * ISO instant in UTC that stored timestamps are compared with.
 */
const SinceSchema = z
  .string()
  .refine((text) => isDay(text) || (INSTANT_PATTERN.test(text) && !Number.isNaN(Date.parse(text))))
  .transform((text) => new Date(isDay(text) ? `${text}T00:00:00.000Z` : text).toISOString());

function sinceParam(description: string) {
  return queryParam(SinceSchema, INTEGRATION_SINCE_MESSAGE).meta({ type: 'string', description });
}

/** GET /api/integration/orders?status=&since=&page=&per_page= — oldest change first. */
export const IntegrationOrdersQuerySchema = z
  .object({
    status: queryParam(OrderStatusSchema, INTEGRATION_ORDER_STATUS_MESSAGE).meta({
      type: 'string',
      enum: OrderStatusSchema.options,
      description: 'Only orders in this status.',
    }),
    since: sinceParam(
      'Only orders changed (placed, paid or moved to another status) at or after this time: yyyy-mm-dd (UTC day start) or an ISO 8601 instant.',
    ),
    page: pageParam(),
    per_page: perPageParam(50),
  })
  .transform((query) => ({ ...query, page: query.page ?? 1, per_page: query.per_page ?? 50 }));
export type IntegrationOrdersQuery = z.output<typeof IntegrationOrdersQuerySchema>;

/** An order for the ERP: rows, company, contacts, transport, delivery address, payments, invoice. */
export const IntegrationOrderSchema = AdminOrderSchema;
export const IntegrationOrdersReplySchema = listReply(IntegrationOrderSchema);
export type IntegrationOrdersReply = z.infer<typeof IntegrationOrdersReplySchema>;

export const IntegrationOrderParamsSchema = resourcePath({
  number: z
    .string({ error: INTEGRATION_ORDER_NOT_FOUND_MESSAGE })
    .regex(/^\d{4}-\d{6}$/, INTEGRATION_ORDER_NOT_FOUND_MESSAGE)
    .meta({ description: "The order's number, e.g. 2026-000123." }),
});

/** The statuses the ERP may move an order to, and the back-office transition each one is. */
export const INTEGRATION_ORDER_STATUS_TRANSITIONS = {
  confirmed: 'confirm',
  archived: 'archive',
  cancelled: 'cancel',
} as const;

/**
 * POST /api/integration/orders/{number}/status {status, reason?}: as the back-office's confirm,
 * archive and cancel (a cancellation needs its reason, which the buyer's e-mail quotes).
 */
export const IntegrationOrderStatusRequestSchema = z
  .object({
    status: z.enum(['confirmed', 'archived', 'cancelled'], { error: INTEGRATION_NEW_STATUS_MESSAGE }),
    reason: z
      .string({ error: INTEGRATION_REASON_MESSAGE })
      .trim()
      .max(CANCEL_REASON_MAX, INTEGRATION_REASON_MESSAGE)
      .nullish()
      .transform((reason) => (reason === undefined || reason === null || reason === '' ? null : reason))
      .meta({
        description: 'Why the order is cancelled; required with status cancelled, sent to the buyer.',
      }),
  })
  .superRefine((request, ctx) => {
    if (request.status === 'cancelled' && request.reason === null)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: INTEGRATION_REASON_MESSAGE });
  });
export type IntegrationOrderStatusRequest = z.output<typeof IntegrationOrderStatusRequestSchema>;
export const IntegrationOrderStatusReplySchema = AdminOrderTransitionReplySchema;

function cents(message: string, description: string) {
  return wholeNumberSchema(0, MAX_PRODUCT_CENTS, message).meta({
    type: 'integer',
    minimum: 0,
    maximum: MAX_PRODUCT_CENTS,
    description,
  });
}

const feedDay = (description: string) =>
  z
    .string({ error: PRODUCT_DAY_MESSAGE })
    .refine(isDay, PRODUCT_DAY_MESSAGE)
    .nullable()
    .optional()
    .meta({ description, format: 'date' });

/**
 * One row of the daily price feed: the product's code and the prices to change; a field left
 * out stays as it is, `null` ends the campaign's price or day.
 */
export const PriceFeedItemSchema = z.object({
  code: ProductCodeSchema,
  price: cents(PRODUCT_PRICE_MESSAGE, 'Net purchase base price, cents.').optional(),
  retail_price: cents(PRODUCT_RETAIL_PRICE_MESSAGE, 'Recommended retail price WITH VAT, cents.').optional(),
  campaign_price: cents(PRODUCT_CAMPAIGN_PRICE_MESSAGE, 'Net campaign price, cents; null ends the campaign.')
    .nullable()
    .optional(),
  discount_start: feedDay('First day of the campaign, yyyy-mm-dd; null for none.'),
  discount_end: feedDay('Last day of the campaign, yyyy-mm-dd; null for none.'),
});
export type PriceFeedItem = z.output<typeof PriceFeedItemSchema>;

/** PATCH /api/integration/prices: 1 to 10,000 rows, applied in one transaction. */
export const PriceFeedRequestSchema = z
  .array(PriceFeedItemSchema, { error: PRICE_FEED_SIZE_MESSAGE })
  .min(1, PRICE_FEED_SIZE_MESSAGE)
  .max(PRICE_FEED_MAX_ITEMS, PRICE_FEED_SIZE_MESSAGE);

export const PRICE_FEED_STATUSES = ['updated', 'unchanged', 'not_found', 'invalid'] as const;
export type PriceFeedStatus = (typeof PRICE_FEED_STATUSES)[number];

export const PriceFeedResultSchema = z.object({
  code: z.string(),
  status: z.enum(PRICE_FEED_STATUSES),
  /** Field → Estonian messages, for `not_found` and `invalid` rows. */
  errors: FieldErrorsSchema.optional(),
});
export type PriceFeedResult = z.infer<typeof PriceFeedResultSchema>;

/** Each row's outcome in the request's order, and the counts. */
export const PriceFeedReplySchema = ReplyExtrasSchema.extend({
  data: z.array(PriceFeedResultSchema),
  meta: z.object({
    updated: z.number().int(),
    unchanged: z.number().int(),
    not_found: z.number().int(),
    invalid: z.number().int(),
  }),
});
export type PriceFeedReply = z.infer<typeof PriceFeedReplySchema>;

/** GET /api/integration/products?updated_since=&page=&per_page= — oldest change first. */
export const IntegrationProductsQuerySchema = z
  .object({
    updated_since: sinceParam(
      'Only products changed at or after this time: yyyy-mm-dd (UTC day start) or an ISO 8601 instant.',
    ),
    page: pageParam(),
    per_page: perPageParam(100),
  })
  .transform((query) => ({ ...query, page: query.page ?? 1, per_page: query.per_page ?? 100 }));
export type IntegrationProductsQuery = z.output<typeof IntegrationProductsQuerySchema>;

export const IntegrationProductsReplySchema = listReply(AdminProductSchema);
export type IntegrationProductsReply = z.infer<typeof IntegrationProductsReplySchema>;
