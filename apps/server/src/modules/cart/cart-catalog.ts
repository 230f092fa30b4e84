import type { Pricelist, Product, User } from '@kodumasinad/contract';
import type { CatalogService } from '../catalog/catalog.service.js';

/**
 * The cart's and the checkout's window on the catalogue: the products still sold, priced for the
 * user's client in the given price list by the catalogue service (never by the buyer's input).
 * An id missing from the result is no longer in the catalogue.
 */
export async function pricedProducts(
  catalog: CatalogService,
  user: User,
  ids: readonly number[],
  pricelist: Pricelist,
): Promise<Map<number, Product>> {
  if (ids.length === 0) return new Map();
  const details = await catalog.compareDetails({ ...user, active_pricelist: pricelist }, [...new Set(ids)]);
  return new Map(
    details.map((detail): [number, Product] => [
      detail.id,
      {
        id: detail.id,
        title: detail.title,
        code: detail.code,
        url: detail.url,
        filename: detail.filename,
        brand: detail.brand,
        category: detail.category,
        price: detail.price,
        original_price: detail.original_price,
        price_default: detail.price_default,
        price_vat: detail.price_vat,
        price_default_vat: detail.price_default_vat,
        discount_start: detail.discount_start,
        discount_end: detail.discount_end,
      },
    ]),
  );
}
