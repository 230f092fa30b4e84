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
  const products = await catalog.pricedProducts({ ...user, active_pricelist: pricelist }, [...new Set(ids)]);
  return new Map(products.map((product) => [product.id, product]));
}
