import { z } from 'zod';
import { CART_QUANTITY_MESSAGE, CartSchema, MAX_CART_QUANTITY } from './cart.js';
import { ProductSchema } from './catalog.js';
import { ReplyExtrasSchema } from './common.js';

/**
 * Quick order by product code (issue 13, route /kiirtellimus): pasted lines `code quantity`
 * (space, `;` or tab between them, quantity 1 when missing) or an uploaded CSV/XLSX file with
 * code and quantity columns. Decision 039.
 */
export const QUICK_ORDER_MAX_LINES = 500;
export const QUICK_ORDER_MAX_FILE_BYTES = 1024 * 1024;
/** 500 lines of a long code and a quantity fit many times over. */
export const QUICK_ORDER_MAX_TEXT_LENGTH = 100_000;
export const QUICK_ORDER_MAX_QUANTITY = MAX_CART_QUANTITY;

export const QUICK_ORDER_EMPTY_MESSAGE = 'Sisesta tootekoodid või vali fail.';
export const QUICK_ORDER_TOO_MANY_LINES_MESSAGE = `Korraga saab lisada kuni ${QUICK_ORDER_MAX_LINES} rida.`;
export const QUICK_ORDER_TEXT_TOO_LONG_MESSAGE = `Tekst on liiga pikk: lubatud on kuni ${QUICK_ORDER_MAX_TEXT_LENGTH.toLocaleString('et-EE')} tähemärki.`;
export const QUICK_ORDER_FILE_TOO_LARGE_MESSAGE = 'Fail on liiga suur: lubatud on kuni 1 MB.';
export const QUICK_ORDER_FILE_TYPE_MESSAGE = 'Fail peab olema CSV- või XLSX-fail.';
export const QUICK_ORDER_FILE_UNREADABLE_MESSAGE =
  'Faili ei õnnestunud lugeda. Kontrolli, et see on korras CSV- või XLSX-fail.';
export const QUICK_ORDER_FILE_MISSING_MESSAGE = 'Vali fail.';
export const QUICK_ORDER_CODE_NOT_FOUND_MESSAGE = 'Koodi ei leitud';
export const QUICK_ORDER_NOT_ORDERABLE_MESSAGE = 'Toodet ei saa tellida';
export const QUICK_ORDER_QUANTITY_MESSAGE = CART_QUANTITY_MESSAGE;
export const QUICK_ORDER_HAS_ERRORS_MESSAGE = 'Mõnel real on viga: paranda või eemalda need read.';

/** POST /api/quick-order/preview and /add as JSON: the pasted lines (or a multipart `file` instead). */
export const QuickOrderRequestSchema = z.object({
  text: z.string().max(QUICK_ORDER_MAX_TEXT_LENGTH, QUICK_ORDER_TEXT_TOO_LONG_MESSAGE).optional(),
});
export type QuickOrderRequest = z.input<typeof QuickOrderRequestSchema>;

export const QuickOrderLineSchema = z.object({
  /** The first line (or spreadsheet row) the code was on, from 1; duplicates are merged into it. */
  line: z.number().int().positive(),
  code: z.string(),
  /** Summed over merged duplicates; null when the quantity could not be read. */
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
export type QuickOrderAddReply = z.infer<typeof QuickOrderAddReplySchema>;

/** GET /api/quick-order/codes?prefix=…: code autocomplete for "Lisa koodi järgi". */
export const QUICK_ORDER_PREFIX_MESSAGE = 'Koodi algus võib olla kuni 40 tähemärki.';
export const QuickOrderCodesQuerySchema = z.object({
  prefix: z.string().max(40, QUICK_ORDER_PREFIX_MESSAGE).optional(),
});
export const QuickOrderCodesReplySchema = ReplyExtrasSchema.extend({ data: z.array(ProductSchema) });
export type QuickOrderCodesReply = z.infer<typeof QuickOrderCodesReplySchema>;
export const QUICK_ORDER_CODES_LIMIT = 8;
