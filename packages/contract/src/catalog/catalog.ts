import { z } from 'zod';
import { SEARCH_MAX_LENGTH } from '../constants.js';
import { MAX_FILTERS_LENGTH, parseFilters, type Filters } from './filters.js';
import {
  DEFAULT_PER_PAGE,
  DEFAULT_SORT,
  parsePerPage,
  parseSort,
  type PerPage,
  type SortValue,
} from './sorting.js';
import { dataReply, listReply, ReplyExtrasSchema } from '../common.js';
import { FLAG_MESSAGE, flagSchema, idSchema, resourcePath } from '../validation/request.js';

export const PRODUCT_ID_MESSAGE = 'Toote tunnus on vigane.';

/**
 * Catalogue wire format (issue 3). Money is integer cents (decision 003). Price fields are
 * filled by the server for the user's active price list: in the purchase view `price` is the
 * client's current net price and `price_default` its regular net price; in the sales view they
 * are the recommended retail prices. `*_vat` fields include VAT.
 */
export const ProductPriceSchema = z.object({
  price: z.number().int(),
  /** The seller's base list price before the client's own discounts (net). */
  original_price: z.number().int(),
  price_default: z.number().int(),
  price_vat: z.number().int(),
  price_default_vat: z.number().int(),
  /** yyyy-mm-dd or null. */
  discount_start: z.string().nullable(),
  discount_end: z.string().nullable(),
});

export const BrandRefSchema = z.object({ slug: z.string(), name: z.string() });
export const CategoryRefSchema = z.object({ slug: z.string(), title: z.string() });

/** A product in lists, search results, the cart modal and comparisons. */
export const ProductSchema = ProductPriceSchema.extend({
  id: z.number().int(),
  title: z.string(),
  code: z.string(),
  /** Slug of the product page: /{url}. */
  url: z.string(),
  /** Storage path of the picture, e.g. 'products/bosch-pesumasin-wav28k90me.png', or null. */
  filename: z.string().nullable(),
  brand: BrandRefSchema,
  category: CategoryRefSchema,
});
export type Product = z.infer<typeof ProductSchema>;

/** One row of the specification table (SPEC `flds`). */
export const SpecRowSchema = z.object({ name: z.string(), value: z.string() });

/**
 * One picture of the product page's gallery (issue 24, decision 083), the main one first.
 * `filename` is the storage path (its sized and webp addresses come from `imageUrl`/`webpUrl`),
 * `url` the stored picture at full size (the zoomed view); width and height are the stored
 * picture's, null for a product whose only picture predates the gallery.
 */
export const GalleryImageSchema = z.object({
  filename: z.string(),
  url: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type GalleryImage = z.infer<typeof GalleryImageSchema>;

export const ProductDetailSchema = ProductSchema.extend({
  description: z.string(),
  flds: z.array(SpecRowSchema),
  /** The category path, top first. */
  breadcrumbs: z.array(CategoryRefSchema),
  addOns: z.array(ProductSchema),
  related: z.array(ProductSchema),
  similar: z.array(ProductSchema),
  in_compare: z.boolean(),
  /** The whole gallery; a product without gallery rows shows its `filename` as one picture. */
  images: z.array(GalleryImageSchema),
});
export type ProductDetail = z.infer<typeof ProductDetailSchema>;
export const ProductReplySchema = dataReply(ProductDetailSchema);
export const ProductListReplySchema = ReplyExtrasSchema.extend({ data: z.array(ProductSchema) });
export type ProductListReply = z.infer<typeof ProductListReplySchema>;

/** GET /api/search/json?query= (SPEC §7). */
export const SearchJsonReplySchema = z.object({
  results: z.array(ProductSchema),
  rows: z.number().int(),
});
export type SearchJsonReply = z.infer<typeof SearchJsonReplySchema>;

export const LISTING_MESSAGES = {
  category: 'Vali kategooria või sisesta otsisõna.',
  query: `Otsisõna võib olla kuni ${SEARCH_MAX_LENGTH} tähemärki.`,
  special: 'Eripakkumiste valik on vigane.',
  filters: 'Filtrid on vigasel kujul.',
  sort: 'Sellist järjestust ei ole.',
  per_page: 'Lehel saab näidata 28, 48 või 96 toodet.',
  page: 'Lehekülje number peab olema positiivne täisarv.',
} as const;

/** Search mode lists by relevance unless the buyer picks one of the seven sort options. */
export type ListingSort = SortValue | 'relevance';

const text = (message: string, max = 200) => z.string({ error: message }).max(max, message);

/**
 * A listing is either a category or a search phrase (or the special-offers listing), plus the
 * filters segment of the URL. Query parameters of every /api/search/* listing call; parsed into
 * what to list and which page of it.
 */
export const ListingQuerySchema = z
  .object({
    category: text(LISTING_MESSAGES.category).optional(),
    query: text(LISTING_MESSAGES.query, SEARCH_MAX_LENGTH).optional(),
    special: z.enum(['1'], { error: LISTING_MESSAGES.special }).optional(),
    filters: text(LISTING_MESSAGES.filters, MAX_FILTERS_LENGTH)
      .transform((segment, ctx) => parseFilters(segment) ?? invalid(ctx, LISTING_MESSAGES.filters))
      .optional(),
    sort: text(LISTING_MESSAGES.sort)
      .transform((value, ctx) => parseSort(value) ?? invalid(ctx, LISTING_MESSAGES.sort))
      .optional(),
    per_page: text(LISTING_MESSAGES.per_page)
      .transform((value, ctx) => parsePerPage(value) ?? invalid(ctx, LISTING_MESSAGES.per_page))
      .optional(),
    page: text(LISTING_MESSAGES.page)
      .regex(/^[1-9]\d{0,8}$/, LISTING_MESSAGES.page)
      .transform(Number)
      .optional(),
  })
  .superRefine((q, ctx) => {
    if ((q.category === undefined || q.category === '') && q.query === undefined && q.special === undefined)
      ctx.addIssue({ code: 'custom', message: LISTING_MESSAGES.category, path: ['category'] });
  })
  .transform((q): ListingRequest => ({
    category: q.category === undefined || q.category === '' ? null : q.category,
    query: q.query ?? null,
    special: q.special === '1',
    filters: q.filters ?? {},
    sort: q.sort ?? (q.query === undefined ? DEFAULT_SORT : 'relevance'),
    perPage: q.per_page ?? DEFAULT_PER_PAGE,
    page: q.page ?? 1,
  }));
/** The query a listing call sends. */
export type ListingQuery = z.input<typeof ListingQuerySchema>;
/** A validated listing call: what to list and which page of it. */
export interface ListingRequest {
  category: string | null;
  query: string | null;
  special: boolean;
  filters: Filters;
  sort: ListingSort;
  perPage: PerPage;
  page: number;
}

function invalid(ctx: z.RefinementCtx, message: string): never {
  ctx.addIssue({ code: 'custom', message });
  return z.NEVER;
}

/** GET /api/search/json?query= (SPEC §7): search as you type. */
export const SearchJsonQuerySchema = z
  .object({ query: text(LISTING_MESSAGES.query, SEARCH_MAX_LENGTH).optional() })
  .transform((q) => ({ query: q.query ?? '' }));

export const PRODUCT_NOT_FOUND_MESSAGE = 'Toodet ei leitud.';
/** GET /api/product/{id or url}. */
export const ProductParamsSchema = resourcePath({
  id: text(PRODUCT_NOT_FOUND_MESSAGE).min(1, PRODUCT_NOT_FOUND_MESSAGE),
});

export const ListingCategorySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  parent: CategoryRefSchema.nullable(),
  children: z.array(CategoryRefSchema.extend({ count: z.number().int() })),
});

/** GET /api/search/category: one page of products. */
export const CategoryListingReplySchema = listReply(ProductSchema).extend({
  category: ListingCategorySchema.nullable(),
});
export type CategoryListingReply = z.infer<typeof CategoryListingReplySchema>;

export const FacetValueSchema = z.object({
  value: z.string(),
  label: z.string(),
  count: z.number().int(),
  selected: z.boolean(),
});

/** GET /api/search/properties: enumerated properties (brand first, then energy class, …). */
export const PropertyFacetSchema = z.object({
  code: z.string(),
  name: z.string(),
  values: z.array(FacetValueSchema),
});
export const PropertiesReplySchema = z.object({ data: z.array(PropertyFacetSchema) });

/** GET /api/search/measures: numeric measures with few distinct values (width 45/60 cm…). */
export const MeasureFacetSchema = PropertyFacetSchema.extend({ unit: z.string().nullable() });
export const MeasuresReplySchema = z.object({ data: z.array(MeasureFacetSchema) });

/** GET /api/search/value-ranges: numeric measures filtered by a min–max range (noise dB…). */
export const ValueRangeFacetSchema = z.object({
  code: z.string(),
  name: z.string(),
  unit: z.string().nullable(),
  min: z.number(),
  max: z.number(),
  selected_min: z.number().nullable(),
  selected_max: z.number().nullable(),
});
export const ValueRangesReplySchema = z.object({ data: z.array(ValueRangeFacetSchema) });

/** GET /api/search/price-range: in cents, in the active price list (VAT incl. in the sales view). */
export const PriceRangeReplySchema = z.object({
  data: z.object({
    min: z.number().int(),
    max: z.number().int(),
    selected_min: z.number().int().nullable(),
    selected_max: z.number().int().nullable(),
  }),
});

/** GET /api/search/selected-filters: chips, each with the filters segment that removes it. */
export const SelectedFilterSchema = z.object({
  code: z.string(),
  name: z.string(),
  label: z.string(),
  remove: z.string(),
});
export const SelectedFiltersReplySchema = z.object({ data: z.array(SelectedFilterSchema) });

/** POST /api/compare/add {id} and /api/compare/remove {id, detailed}. */
export const CompareRequestSchema = z.object({
  id: idSchema(PRODUCT_ID_MESSAGE),
  detailed: flagSchema(FLAG_MESSAGE).optional(),
});

/** GET /api/compares and compare add/remove with detailed. */
export const CompareAttributeSchema = z.object({ name: z.string(), values: z.array(z.string()) });
export const ComparesReplySchema = ReplyExtrasSchema.extend({
  data: z.array(ProductDetailSchema),
  /** Rows of the comparison table: one value per product, '' where a product lacks it. */
  attributes: z.array(CompareAttributeSchema),
});
export type ComparesReply = z.infer<typeof ComparesReplySchema>;
/** POST /api/compare/add and /remove without detailed: the ids in the comparison. */
export const CompareIdsReplySchema = ReplyExtrasSchema.extend({ data: z.array(z.number().int()) });
