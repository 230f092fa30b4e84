import { z } from 'zod';
import { ReplyExtrasSchema, listReply } from '../common.js';
import { PRICELISTS } from '../constants.js';
import { adminListQuery } from '../admin/list.js';
import {
  flagSchema,
  idSchema,
  isDay,
  numericParam,
  queryParam,
  resourcePath,
} from '../validation/request.js';
import { AdminProductSchema, MAX_PRODUCT_CENTS, PRODUCT_NOT_FOUND_MESSAGE } from './admin-products.js';

/**
 * Issue 24: the back-office's product list (`GET /api/admin/products`), its bulk actions, the
 * editor's choices and the "Hinnad klientidele" panel. The product itself is admin-products.ts.
 */

export const ADMIN_PRODUCT_SORTS = ['updated_at', 'code', 'title', 'price', 'retail_price'] as const;
export type AdminProductSort = (typeof ADMIN_PRODUCT_SORTS)[number];

export const PRODUCT_FILTER_CATEGORY_MESSAGE = 'Kategooria valik ei ole korrektne.';
export const PRODUCT_FILTER_BRAND_MESSAGE = 'Kaubamärgi valik ei ole korrektne.';
export const PRODUCT_FILTER_FLAG_MESSAGE = 'Filtri väärtus ei ole korrektne.';
export const PRODUCT_FILTER_DAY_MESSAGE = 'Kuupäev peab olema kujul pp.kk.aaaa.';

const flag = queryParam(flagSchema(PRODUCT_FILTER_FLAG_MESSAGE), PRODUCT_FILTER_FLAG_MESSAGE);

/** GET /api/admin/products: search, category (a top one includes its leaves), brand, staff filters. */
export const AdminProductsQuerySchema = adminListQuery(
  ADMIN_PRODUCT_SORTS,
  {
    category: queryParam(idSchema(PRODUCT_FILTER_CATEGORY_MESSAGE), PRODUCT_FILTER_CATEGORY_MESSAGE),
    brand: queryParam(idSchema(PRODUCT_FILTER_BRAND_MESSAGE), PRODUCT_FILTER_BRAND_MESSAGE),
    /** true: only hidden products; false: only visible ones; absent: both. */
    hidden: flag,
    no_picture: flag,
    /** Products whose base price is 0. */
    no_price: flag,
    /** Products whose campaign holds today. */
    campaign: flag,
    /** Products changed on or after this day (yyyy-mm-dd). */
    changed_since: queryParam(z.string().refine(isDay), PRODUCT_FILTER_DAY_MESSAGE),
  },
  { sort: 'updated_at', dir: 'desc' },
);
export type AdminProductsQuery = z.output<typeof AdminProductsQuerySchema>;

/** One row of the back-office product list; money in cents, `retail_price` with VAT. */
export const AdminProductListItemSchema = AdminProductSchema.pick({
  id: true,
  code: true,
  title: true,
  url: true,
  category_id: true,
  brand_id: true,
  price: true,
  retail_price: true,
  campaign_price: true,
  discount_start: true,
  discount_end: true,
  featured: true,
  hidden: true,
  updated_at: true,
}).extend({
  category_title: z.string(),
  brand_name: z.string(),
  /** The main picture's address, or null without a picture. */
  picture: z.string().nullable(),
});
export type AdminProductListItem = z.infer<typeof AdminProductListItemSchema>;

const FacetCountSchema = z.object({ id: z.number().int(), name: z.string(), count: z.number().int() });
export type ProductFacetCount = z.infer<typeof FacetCountSchema>;

/**
 * `{data, meta, facets}`: each facet counts the products the other filters leave (a category's
 * count ignores the category filter, a brand's the brand filter); a top category counts its leaves.
 */
export const AdminProductsListReplySchema = listReply(AdminProductListItemSchema).extend({
  facets: z.object({ categories: z.array(FacetCountSchema), brands: z.array(FacetCountSchema) }),
});
export type AdminProductsListReply = z.infer<typeof AdminProductsListReplySchema>;

export const AdminProductParamsSchema = resourcePath({ id: numericParam(PRODUCT_NOT_FOUND_MESSAGE) });

/** What the product editor chooses from: categories (tree), brands and attributes. */
export const AdminProductOptionsReplySchema = ReplyExtrasSchema.extend({
  data: z.object({
    categories: z.array(
      z.object({
        id: z.number().int(),
        parent_id: z.number().int().nullable(),
        title: z.string(),
        /** The attributes the category's filters offer, in order (empty: none configured). */
        attribute_ids: z.array(z.number().int()),
      }),
    ),
    brands: z.array(z.object({ id: z.number().int(), name: z.string() })),
    attributes: z.array(
      z.object({
        id: z.number().int(),
        code: z.string(),
        name: z.string(),
        kind: z.enum(['enum', 'number']),
        unit: z.string().nullable(),
        /** An enum attribute's allowed values; null: any text. */
        choices: z.array(z.string()).nullable(),
      }),
    ),
  }),
});
export type AdminProductOptionsReply = z.infer<typeof AdminProductOptionsReplySchema>;
export type AdminProductOptions = AdminProductOptionsReply['data'];

// Bulk actions on the selected rows.

export const PRODUCT_BULK_ACTIONS = [
  'hide',
  'show',
  'move',
  'campaign',
  'end_campaign',
  'price_percent',
] as const;
export type ProductBulkAction = (typeof PRODUCT_BULK_ACTIONS)[number];
export const MAX_PRODUCT_BULK = 1000;

export const PRODUCT_BULK_IDS_MESSAGE = `Vali 1 kuni ${MAX_PRODUCT_BULK} toodet.`;
export const PRODUCT_BULK_ACTION_MESSAGE = 'Tegevus ei ole korrektne.';
export const PRODUCT_BULK_CATEGORY_MESSAGE = 'Vali kategooria, kuhu tooted viia.';
export const PRODUCT_BULK_PERCENT_MESSAGE = 'Protsent peab olema arv −90 kuni 1000 (0 ei muuda midagi).';
export const PRODUCT_BULK_CAMPAIGN_MESSAGE =
  'Anna kampaaniahind eurodes või allahindlus protsentides (1 kuni 99), mitte mõlemat.';
export const PRODUCT_BULK_DAYS_MESSAGE = 'Kampaanial peavad olema algus- ja lõppkuupäev kujul pp.kk.aaaa.';
export const PRODUCT_BULK_DAYS_ORDER_MESSAGE = 'Lõppkuupäev ei saa olla alguskuupäevast varasem.';

const bulkDay = z
  .string({ error: PRODUCT_BULK_DAYS_MESSAGE })
  .trim()
  .refine(isDay, PRODUCT_BULK_DAYS_MESSAGE)
  .nullish()
  .transform((value) => value ?? null);

/**
 * POST /api/admin/products/bulk. `move` takes `category_id`; `campaign` takes `campaign_price`
 * (net cents, for every product) or `campaign_percent` (off each product's price) and both days;
 * `price_percent` takes `percent` (e.g. 5 or −10), applied to the price and the retail price.
 */
export const AdminProductBulkRequestSchema = z
  .object({
    ids: z
      .array(idSchema(PRODUCT_BULK_IDS_MESSAGE), { error: PRODUCT_BULK_IDS_MESSAGE })
      .min(1, PRODUCT_BULK_IDS_MESSAGE)
      .max(MAX_PRODUCT_BULK, PRODUCT_BULK_IDS_MESSAGE)
      .transform((ids) => [...new Set(ids)]),
    action: z.enum(PRODUCT_BULK_ACTIONS, { error: PRODUCT_BULK_ACTION_MESSAGE }),
    category_id: idSchema(PRODUCT_BULK_CATEGORY_MESSAGE).nullish(),
    percent: z
      .number({ error: PRODUCT_BULK_PERCENT_MESSAGE })
      .finite(PRODUCT_BULK_PERCENT_MESSAGE)
      .min(-90, PRODUCT_BULK_PERCENT_MESSAGE)
      .max(1000, PRODUCT_BULK_PERCENT_MESSAGE)
      .nullish(),
    campaign_price: z
      .number({ error: PRODUCT_BULK_CAMPAIGN_MESSAGE })
      .int(PRODUCT_BULK_CAMPAIGN_MESSAGE)
      .min(0, PRODUCT_BULK_CAMPAIGN_MESSAGE)
      .max(MAX_PRODUCT_CENTS, PRODUCT_BULK_CAMPAIGN_MESSAGE)
      .nullish(),
    campaign_percent: z
      .number({ error: PRODUCT_BULK_CAMPAIGN_MESSAGE })
      .finite(PRODUCT_BULK_CAMPAIGN_MESSAGE)
      .min(1, PRODUCT_BULK_CAMPAIGN_MESSAGE)
      .max(99, PRODUCT_BULK_CAMPAIGN_MESSAGE)
      .nullish(),
    discount_start: bulkDay,
    discount_end: bulkDay,
  })
  .superRefine((body, ctx) => {
    if (body.action === 'move' && (body.category_id ?? null) === null)
      ctx.addIssue({ code: 'custom', path: ['category_id'], message: PRODUCT_BULK_CATEGORY_MESSAGE });
    if (body.action === 'price_percent' && (body.percent ?? 0) === 0)
      ctx.addIssue({ code: 'custom', path: ['percent'], message: PRODUCT_BULK_PERCENT_MESSAGE });
    if (body.action === 'campaign') {
      const byPrice = (body.campaign_price ?? null) !== null;
      const byPercent = (body.campaign_percent ?? null) !== null;
      if (byPrice === byPercent)
        ctx.addIssue({ code: 'custom', path: ['campaign_price'], message: PRODUCT_BULK_CAMPAIGN_MESSAGE });
      if (body.discount_start === null || body.discount_end === null)
        ctx.addIssue({ code: 'custom', path: ['discount_end'], message: PRODUCT_BULK_DAYS_MESSAGE });
      else if (body.discount_end < body.discount_start)
        ctx.addIssue({ code: 'custom', path: ['discount_end'], message: PRODUCT_BULK_DAYS_ORDER_MESSAGE });
    }
  });
export type AdminProductBulkRequest = z.output<typeof AdminProductBulkRequestSchema>;

/** How many of the selected products changed (a campaign skips those it would not lower). */
export const AdminProductBulkReplySchema = ReplyExtrasSchema.extend({ updated: z.number().int() });
export type AdminProductBulkReply = z.infer<typeof AdminProductBulkReplySchema>;

// "Hinnad klientidele": what one client company pays for the product.

export const CLIENT_PRICES_CLIENT_MESSAGE = 'Vali klient.';
export const CLIENT_PRICES_CLIENT_NOT_FOUND_MESSAGE = 'Klienti ei leitud.';

export const AdminProductClientPricesQuerySchema = z.object({
  client_id: idSchema(CLIENT_PRICES_CLIENT_MESSAGE),
});

/** A product's price fields in one price list, as that list's buyer sees them (SPEC §3). */
export const ClientPriceViewSchema = z.object({
  pricelist: z.enum(PRICELISTS),
  /** What the buyer pays and sees: net in the purchase view, with VAT in the sales view. */
  shown: z.number().int(),
  price: z.number().int(),
  original_price: z.number().int(),
  price_default: z.number().int(),
  price_vat: z.number().int(),
  price_default_vat: z.number().int(),
});
export type ClientPriceView = z.infer<typeof ClientPriceViewSchema>;

export const AdminProductClientPricesReplySchema = ReplyExtrasSchema.extend({
  data: z.object({
    client: z.object({ id: z.number().int(), name: z.string() }),
    /** The Estonian calendar day the prices hold on (campaigns are by day). */
    day: z.string(),
    /** The product's net base price before the client's discount. */
    base_price: z.number().int(),
    /** The client's best discount for the product, in percent (decision 004); 0 without one. */
    discount_percent: z.number(),
    /** Whether the product's campaign holds today. */
    campaign_applies: z.boolean(),
    purchase: ClientPriceViewSchema,
    sales: ClientPriceViewSchema,
  }),
});
export type AdminProductClientPricesReply = z.infer<typeof AdminProductClientPricesReplySchema>;
export type AdminProductClientPrices = AdminProductClientPricesReply['data'];
