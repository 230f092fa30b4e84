import type { CatalogChange } from '../../db/catalog-version.js';

/** The product columns a price change may touch (decision 092), besides `updated_at`. */
const PRICE_COLUMNS: ReadonlySet<string> = new Set([
  'price_cents',
  'retail_cents',
  'campaign_price_cents',
  'discount_start',
  'discount_end',
]);

/** Whether writing these product columns changes nothing but prices and campaigns. */
export function onlyPriceColumns(columns: Iterable<string>): boolean {
  for (const column of columns) if (column !== 'updated_at' && !PRICE_COLUMNS.has(column)) return false;
  return true;
}

/** The catalogue change of writing `columns` of these products: a price change, or any other. */
export function productsChange(ids: readonly number[], columns: Iterable<string>): CatalogChange {
  return onlyPriceColumns(columns) ? { kind: 'prices', productIds: ids } : { kind: 'other' };
}

/** A copy of the product with its price columns blanked: two products whose copies agree differ in prices only. */
export function withoutPrices<T extends object>(columns: T): T {
  const copy = { ...columns } as Record<string, unknown>;
  for (const column of PRICE_COLUMNS) copy[column] = null;
  return copy as T;
}
