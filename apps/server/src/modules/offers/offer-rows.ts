import {
  PRODUCT_NOT_FOUND_MESSAGE,
  defaultUnitPrice,
  type OfferSave,
  type Product,
} from '@kodumasinad/contract';
import type { OfferRowRecord } from '../../db/schema-offers.js';
import type { NewOfferRow } from './offers.repository.js';

/** The rows an offer stores and how they are priced: catalogue rows from the catalogue, own rows as typed. */

export const OWN_PRODUCT_TITLE = 'Oma toode';

const unitOf = (unit: string) => (unit === '' ? 'tk' : unit);

/** The empty own row the editor's "add own product" appends. */
export const newOwnRow = (): NewOfferRow => ({
  product_id: null,
  own_product: 1,
  title: OWN_PRODUCT_TITLE,
  code: '',
  unit: 'tk',
  quantity: 1,
  price: 0,
  custom_price: 1,
  discount: 0,
  purchase_price: null,
});

/** A catalogue product added to the offer, priced at its purchase price plus the offer's markup. */
export const newCatalogueRow = (product: Product, priceIncrease: number): NewOfferRow => ({
  product_id: product.id,
  own_product: 0,
  title: product.title,
  code: product.code,
  unit: 'tk',
  quantity: 1,
  price: defaultUnitPrice(product.price, priceIncrease),
  custom_price: 0,
  discount: 0,
  purchase_price: product.price,
});

/**
 * The saved rows: catalogue rows named and priced from the catalogue, never from the request.
 * A product the offer already holds that is no longer sold (hidden since) keeps its stored row's
 * name, code and purchase price; `missing` names the other rows whose product is not sold
 * (field → messages).
 */
export function savedRows(
  save: OfferSave,
  products: ReadonlyMap<number, Product>,
  held: readonly OfferRowRecord[] = [],
): { rows: NewOfferRow[]; missing: Record<string, string[]> } {
  const missing: Record<string, string[]> = {};
  const rows = save.rows.map((row, index): NewOfferRow => {
    if (row.ownProduct || row.productId === null) {
      return {
        product_id: null,
        own_product: 1,
        title: row.title,
        code: row.code,
        unit: unitOf(row.unit),
        quantity: row.quantity,
        price: row.price ?? 0,
        custom_price: 1,
        discount: row.discount,
        purchase_price: null,
      };
    }
    const product = products.get(row.productId);
    const kept = product === undefined ? held.find((h) => h.product_id === row.productId) : undefined;
    if (product === undefined && kept === undefined)
      missing[`rows.${index}.product_id`] = [PRODUCT_NOT_FOUND_MESSAGE];
    const purchase = product?.price ?? kept?.purchase_price ?? 0;
    return {
      product_id: row.productId,
      own_product: 0,
      title: product?.title ?? kept?.title ?? row.title,
      code: product?.code ?? kept?.code ?? row.code,
      unit: unitOf(row.unit),
      quantity: row.quantity,
      price: row.price ?? defaultUnitPrice(purchase, save.price_increase),
      custom_price: row.price === null ? 0 : 1,
      discount: row.discount,
      purchase_price: purchase,
    };
  });
  return { rows, missing };
}

/** A copy's rows at today's purchase prices; rows that follow the markup are priced again. */
export function copiedRows(
  rows: readonly OfferRowRecord[],
  products: ReadonlyMap<number, Product>,
  priceIncrease: number,
): NewOfferRow[] {
  return rows.map((row): NewOfferRow => {
    const product = row.product_id === null ? undefined : products.get(row.product_id);
    const purchase = product?.price ?? row.purchase_price;
    const followsMarkup = row.custom_price === 0 && purchase !== null;
    return {
      product_id: row.product_id,
      own_product: row.own_product,
      title: product?.title ?? row.title,
      code: product?.code ?? row.code,
      unit: row.unit,
      quantity: row.quantity,
      price: followsMarkup ? defaultUnitPrice(purchase, priceIncrease) : row.price,
      custom_price: row.custom_price,
      discount: row.discount,
      purchase_price: purchase,
    };
  });
}
