import type { Product } from '@kodumasinad/contract';
import { filenameOf, type CatalogSnapshot } from './catalog-snapshot.js';
import { pricesOf, type PriceView } from './price-views.js';

/** Product `p` of the snapshot as the contract's list item, priced for the view. */
export function toProduct(snapshot: CatalogSnapshot, view: PriceView, p: number): Product {
  const brand = snapshot.brands[snapshot.brand[p] as number];
  const leaf = snapshot.categories[snapshot.category[p] as number];
  return {
    id: snapshot.ids[p] as number,
    title: snapshot.titles[p] as string,
    code: snapshot.codes[p] as string,
    url: snapshot.urls[p] as string,
    filename: filenameOf(snapshot, p),
    brand: { slug: brand?.slug ?? '', name: brand?.name ?? '' },
    category: { slug: leaf?.slug ?? '', title: leaf?.title ?? '' },
    ...pricesOf(snapshot, view, p),
  };
}

/** Products by id in the given order, skipping ids the snapshot does not know. */
export function productsByIds(snapshot: CatalogSnapshot, view: PriceView, ids: readonly number[]): Product[] {
  return ids.flatMap((id) => {
    const p = snapshot.byId.get(id);
    return p === undefined ? [] : [toProduct(snapshot, view, p)];
  });
}
