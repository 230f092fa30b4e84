import { z } from 'zod';
import { CartSchema } from './cart.js';
import { ProductSchema } from '../catalog/catalog.js';
import { ReplyExtrasSchema } from '../common.js';
import { QUICK_ORDER_MAX_TEXT_LENGTH, QUICK_ORDER_TEXT_TOO_LONG_MESSAGE } from './quick-order-limits.js';

/** POST /api/quick-order/preview and /add as JSON: the pasted lines (or a multipart `file` instead). */
export const QuickOrderRequestSchema = z.object({
  text: z.string().max(QUICK_ORDER_MAX_TEXT_LENGTH, QUICK_ORDER_TEXT_TOO_LONG_MESSAGE).optional(),
});

export const QuickOrderLineSchema = z.object({
  /** The first line (or spreadsheet row) the code was on, from 1; duplicates are merged into it. */
  line: z.number().int().positive(),
  /**
   * Every line the code was on, the first included: [3] for one line, [3, 7] when line 7 repeated
   * the code and its quantity was added to line 3's (a duplicate whose quantity is bad stays a
   * line of its own, so a valid quantity is never lost).
   */
  sourceLines: z.array(z.number().int().positive()).min(1),
  code: z.string(),
  /** Summed over merged duplicates (sourceLines); null when the quantity could not be read. */
  quantity: z.number().int().nullable(),
  /** The product as in listings (prices in the active view), or null when the code is unknown. */
  product: ProductSchema.nullable(),
  /** null when the line can go in the cart, otherwise why not. */
  message: z.string().nullable(),
  /** For an unknown code: the closest known codes (one typo away, or beginning with it). */
  suggestions: z.array(z.string()),
});
export type QuickOrderLine = z.infer<typeof QuickOrderLineSchema>;

export const QuickOrderPreviewReplySchema = ReplyExtrasSchema.extend({
  lines: z.array(QuickOrderLineSchema),
});
export type QuickOrderPreviewReply = z.infer<typeof QuickOrderPreviewReplySchema>;

export const QuickOrderAddReplySchema = ReplyExtrasSchema.extend({ cart: CartSchema });

/** GET /api/quick-order/codes?prefix=…: code autocomplete for "Lisa koodi järgi". */
export const QUICK_ORDER_PREFIX_MESSAGE = 'Koodi algus võib olla kuni 40 tähemärki.';
export const QuickOrderCodesQuerySchema = z.object({
  prefix: z.string().max(40, QUICK_ORDER_PREFIX_MESSAGE).optional(),
});
export const QuickOrderCodesReplySchema = ReplyExtrasSchema.extend({ data: z.array(ProductSchema) });
export const QUICK_ORDER_CODES_LIMIT = 8;
