import { z } from 'zod';
import { COUNTIES, PRICELISTS } from '../constants.js';
import { TRANSPORT_CODES } from '../checkout/labels.js';
import { ReplyExtrasSchema } from './common.js';
import { ProductSchema } from './catalog.js';

/**
 * Cart wire format (issue 4). Money in integer cents. Prices follow the user's active price list:
 * in the purchase view `price`/`total` are net and `*_vat` gross; in the sales view every amount
 * is the VAT-inclusive retail price, so `total` already includes VAT (SPEC §4: the cart modal
 * shows `total` in the sales view, `total_vat` otherwise). Orders are always placed at purchase
 * prices.
 */
export const CountySchema = z.enum(COUNTIES);
export const TransportCodeSchema = z.enum(TRANSPORT_CODES);

export const CartRowSchema = z.object({
  /** The cart row's own id (update/delete use the product id, SPEC §7). */
  row_id: z.number().int(),
  product: ProductSchema,
  quantity: z.number().int().positive(),
  /** Unit price in the active view. */
  price: z.number().int(),
  price_vat: z.number().int(),
  /** Line total in the active view (net in purchase view, VAT-incl. in sales view). */
  total: z.number().int(),
  /** Add-on rows point at the row they belong to. */
  parent_row_id: z.number().int().nullable(),
});
export type CartRow = z.infer<typeof CartRowSchema>;

export const ChosenTransportSchema = z.object({
  code: TransportCodeSchema,
  title: z.string(),
  county: CountySchema.nullable(),
  price: z.number().int(),
  price_vat: z.number().int(),
});

export const CartSchema = z.object({
  rows: z.array(CartRowSchema),
  /** Number of products (sum of quantities) — 'Tooteid:'. */
  items: z.number().int(),
  total: z.number().int(),
  total_vat: z.number().int(),
  transport: ChosenTransportSchema.nullable(),
  /** Products that were in the cart but are no longer sold; reported, not silently dropped. */
  missing: z.array(z.object({ product_id: z.number().int(), title: z.string(), code: z.string() })),
  pricelist: z.enum(PRICELISTS),
});
export type Cart = z.infer<typeof CartSchema>;

export const CartReplySchema = ReplyExtrasSchema.extend({ cart: CartSchema });
export type CartReply = z.infer<typeof CartReplySchema>;
/** POST /api/cart/insert: the cart and the product just added (SPEC §7). */
export const CartInsertReplySchema = CartReplySchema.extend({ product: ProductSchema });
export type CartInsertReply = z.infer<typeof CartInsertReplySchema>;

export const MAX_CART_QUANTITY = 999;

export const CartInsertRequestSchema = z.object({
  id: z.number().int().positive(),
  row_id: z.number().int().positive().nullable().optional(),
  quantity: z.number().int().min(1).max(MAX_CART_QUANTITY).optional(),
  checked: z.boolean().optional(),
});
export const CartUpdateRequestSchema = z.object({
  id: z.number().int().positive(),
  quantity: z.number().int().min(1).max(MAX_CART_QUANTITY),
});
export const CartDeleteRequestSchema = z.object({ id: z.number().int().positive() });
export const CartTransportRequestSchema = z.object({
  code: TransportCodeSchema,
  county: CountySchema.nullable().optional(),
});

/** GET /api/cart/transports → data.data (SPEC §7). */
export const TransportOptionSchema = z.object({
  code: TransportCodeSchema,
  title: z.string(),
  description: z.string(),
  county_required: z.boolean(),
  /** Net price per county (cents) when it depends on the county, else null. */
  prices: z.record(z.string(), z.number().int()).nullable(),
  /** Net price when it does not depend on the county, else null. */
  price: z.number().int().nullable(),
});
export type TransportOption = z.infer<typeof TransportOptionSchema>;
export const TransportsReplySchema = z.object({ data: z.array(TransportOptionSchema) });
