import {
  TRANSPORT_LABELS,
  withVat,
  type Cart,
  type CartRow,
  type Pricelist,
  type Product,
  type TransportChoice,
} from '@kodumasinad/contract';
import type { CartRowRecord } from '../../db/schema-orders.js';
import { isCounty, isTransportCode, transportPrice } from './transports.js';

/** A stored transport as a valid choice; anything no longer valid reads as no transport. */
export function storedTransport(
  stored: { code: string; county: string | null } | null,
): TransportChoice | null {
  if (stored === null || !isTransportCode(stored.code)) return null;
  return { code: stored.code, county: isCounty(stored.county) ? stored.county : null };
}

/**
 * The cart of the contract from its rows priced in the user's view. Purchase view: net unit
 * prices and line totals, `total` net and `total_vat` with VAT computed once on the total. Sales
 * view: every amount is the VAT-inclusive retail price, so `total` equals `total_vat`. Rows whose
 * product is not in `products` are reported in `missing` and left out of the totals.
 */
export function cartView(
  pricelist: Pricelist,
  rows: readonly CartRowRecord[],
  products: ReadonlyMap<number, Product>,
  transport: TransportChoice | null,
  addOns: ReadonlyMap<number, readonly number[]> = new Map(),
): Cart {
  const sales = pricelist === 'sales';
  const lines: CartRow[] = [];
  const missing: Cart['missing'] = [];
  for (const row of rows) {
    const product = products.get(row.product_id);
    if (product === undefined) {
      if (!missing.some((m) => m.product_id === row.product_id)) {
        missing.push({ product_id: row.product_id, title: row.title, code: row.code });
      }
      continue;
    }
    const price = sales ? product.price_vat : product.price;
    lines.push({
      row_id: row.id,
      product,
      quantity: row.quantity,
      price,
      price_vat: product.price_vat,
      total: price * row.quantity,
      parent_row_id: row.parent_row_id,
      add_ons:
        row.parent_row_id === null
          ? (addOns.get(row.product_id) ?? []).flatMap((id) => {
              const addOn = products.get(id);
              return addOn === undefined ? [] : [addOn];
            })
          : [],
    });
  }
  const total = lines.reduce((sum, line) => sum + line.total, 0);
  const transportNet = transport === null ? 0 : transportPrice(transport.code, transport.county);
  return {
    rows: lines,
    items: lines.reduce((sum, line) => sum + (line.parent_row_id === null ? line.quantity : 0), 0),
    total,
    total_vat: sales ? total : withVat(total),
    transport:
      transport === null
        ? null
        : {
            code: transport.code,
            title: TRANSPORT_LABELS[transport.code],
            county: transport.county,
            price: transportNet,
            price_vat: withVat(transportNet),
          },
    missing,
    pricelist,
  };
}
