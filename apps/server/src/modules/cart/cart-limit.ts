import {
  ORDER_TOTAL_LIMIT_MESSAGE,
  totalsOf,
  withinOrderLimit,
  type Product,
  type TransportChoice,
} from '@kodumasinad/contract';
import type { CartRowRecord } from '../../db/schema-orders.js';
import { invalidInput } from '../../platform/errors.js';
import { transportPrice } from './transports.js';

/** A product and how many of it a cart would hold after a change. */
export interface CartQuantity {
  productId: number;
  quantity: number;
}

/**
 * What the order of such a cart would cost, VAT included: products at purchase prices (orders
 * always use them, whatever the view) and the chosen transport. Services are chosen later in the
 * checkout, so confirming checks the whole order once more (decision 013).
 */
export function purchaseGross(
  lines: readonly CartQuantity[],
  prices: ReadonlyMap<number, Product>,
  transport: TransportChoice | null,
): number {
  const products = lines.reduce((sum, line) => {
    const product = prices.get(line.productId);
    return product === undefined ? sum : sum + product.price * line.quantity;
  }, 0);
  const transportNet = transport === null ? 0 : transportPrice(transport.code, transport.county);
  return totalsOf([products, transportNet]).gross;
}

/**
 * The cart's quantities with one row's quantity replaced (or a new row added when `row` is
 * absent); the row's add-ons follow its quantity (decision 020).
 */
export function withQuantity(
  rows: readonly CartRowRecord[],
  row: CartRowRecord | undefined,
  productId: number,
  quantity: number,
): CartQuantity[] {
  const changed = (r: CartRowRecord) => r === row || (row !== undefined && r.parent_row_id === row.id);
  const lines = rows.map((r) => ({ productId: r.product_id, quantity: changed(r) ? quantity : r.quantity }));
  return row === undefined ? [...lines, { productId, quantity }] : lines;
}

/** 422 on the quantity field when the order of the changed cart would pass the limit. */
export function assertWithinOrderLimit(gross: number): void {
  if (!withinOrderLimit(gross)) {
    throw invalidInput({ quantity: [ORDER_TOTAL_LIMIT_MESSAGE] }, ORDER_TOTAL_LIMIT_MESSAGE);
  }
}
