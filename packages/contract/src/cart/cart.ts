import { z } from 'zod';
import { CART_QUANTITY_MESSAGE, COUNTIES, MAX_CART_QUANTITY, PRICELISTS } from '../constants.js';
import { TRANSPORT_CODES, type TransportCode } from '../checkout/labels.js';
import { readTransportChoice, type TransportChoice } from '../checkout/transport-choice.js';
import { FLAG_MESSAGE, flagSchema, idSchema, wholeNumberSchema } from '../validation/request.js';
import { ReplyExtrasSchema } from '../common.js';
import { PRODUCT_ID_MESSAGE, ProductSchema } from '../catalog/catalog.js';

/**
 * Cart wire format (issue 4). Money in integer cents. Prices follow the user's active price list:
 * in the purchase view `price`/`total` are net and `*_vat` gross; in the sales view every amount
 * is the VAT-inclusive retail price, so `total` already includes VAT (SPEC §4: the cart modal
 * shows `total` in the sales view, `total_vat` otherwise). Orders are always placed at purchase
 * prices.
 */
export const CountySchema = z.enum(COUNTIES);
export type County = z.infer<typeof CountySchema>;
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
  /**
   * The add-ons (accessories, services) that fit this row's product, ticked in the cart with
   * POST /api/cart/insert {id, row_id, checked}; empty for an add-on row (decision 020).
   */
  add_ons: z.array(ProductSchema),
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
  /** Number of products (sum of quantities, add-ons not counted) — 'Tooteid:'. */
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

export const CART_ROW_ID_MESSAGE = 'Ostukorvi rea tunnus on vigane.';
export const CHECKED_MESSAGE = FLAG_MESSAGE;

const cartQuantity = () => wholeNumberSchema(1, MAX_CART_QUANTITY, CART_QUANTITY_MESSAGE);

/** POST /api/cart/insert {id, row_id, quantity, checked} (SPEC §7); quantity defaults to 1. */
export const CartInsertRequestSchema = z.object({
  id: idSchema(PRODUCT_ID_MESSAGE),
  row_id: idSchema(CART_ROW_ID_MESSAGE).nullish(),
  quantity: cartQuantity().nullish(),
  checked: flagSchema(CHECKED_MESSAGE).nullish(),
});
/** POST /api/cart/update {id, quantity}: the row of product `id`. */
export const CartUpdateRequestSchema = z.object({
  id: idSchema(PRODUCT_ID_MESSAGE),
  quantity: cartQuantity(),
});
/** POST /api/cart/delete {id}. */
export const CartDeleteRequestSchema = z.object({ id: idSchema(PRODUCT_ID_MESSAGE) });

/**
 * A transport choice: the code, and the county where the price depends on it (ignored, and
 * returned as null, otherwise). Used by POST /api/cart/transport; the rule itself is
 * readTransportChoice (checkout/transport-choice.ts), which the checkout's form uses without zod.
 */
export const TransportChoiceSchema = z
  .object({ code: z.unknown().optional(), county: z.unknown().optional() })
  .transform((input, ctx): TransportChoice => {
    const read = readTransportChoice(input);
    if (read.ok) return read.value;
    ctx.addIssue({ code: 'custom', message: read.message, path: [read.field] });
    return z.NEVER;
  }) as unknown as z.ZodType<TransportChoice, { code: TransportCode; county?: County | null }>;

/** POST /api/cart/transport {code, county}. */
export const CartTransportRequestSchema = TransportChoiceSchema;

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
