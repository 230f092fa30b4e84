import type { Product } from '@kodumasinad/contract';
import { jsonBytes } from '../../../platform/json-text.js';
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

/** Serialised list items kept per price view: about 450 bytes each, so a view costs under 2 MB. */
const JSON_PER_VIEW = 4096;

/**
 * Product `p` as the UTF-8 JSON of its list item in the view. A product's item only changes with
 * the catalogue or the view (both immutable), so the bytes are kept per view and listings join
 * ready pieces instead of serialising 28 objects on every call.
 */
export function productJson(snapshot: CatalogSnapshot, view: PriceView, p: number): Buffer {
  const hit = view.json.get(p);
  if (hit !== undefined) return hit;
  const text = jsonBytes(toProduct(snapshot, view, p));
  view.json.set(p, text);
  if (view.json.size > JSON_PER_VIEW) view.json.delete(view.json.keys().next().value as number);
  return text;
}

/** The indexes of the products with the given ids in the given order, skipping unknown ids. */
export function indexesOfIds(snapshot: CatalogSnapshot, ids: readonly number[]): number[] {
  return ids.flatMap((id) => {
    const p = snapshot.byId.get(id);
    return p === undefined ? [] : [p];
  });
}

/** Products by id in the given order, skipping ids the snapshot does not know. */
export function productsByIds(snapshot: CatalogSnapshot, view: PriceView, ids: readonly number[]): Product[] {
  return ids.flatMap((id) => {
    const p = snapshot.byId.get(id);
    return p === undefined ? [] : [toProduct(snapshot, view, p)];
  });
}
