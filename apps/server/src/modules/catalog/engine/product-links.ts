import type { CatalogSnapshot } from './catalog-snapshot.js';

/** Cards per list on the product page. */
const LINKS = 4;

/** Up to LINKS candidates nearest in base price to product p, nearest first (ties: lower index). */
function nearestInPrice(
  snapshot: CatalogSnapshot,
  p: number,
  candidates: Iterable<number>,
  accept: (q: number) => boolean,
): number[] {
  const target = snapshot.basePrice[p] as number;
  const best: { q: number; d: number }[] = [];
  for (const q of candidates) {
    if (q === p || !accept(q)) continue;
    const d = Math.abs((snapshot.basePrice[q] as number) - target);
    if (best.length === LINKS && d >= (best[LINKS - 1] as { d: number }).d) continue;
    let at = best.length;
    while (at > 0 && (best[at - 1] as { d: number }).d > d) at--;
    best.splice(at, 0, { q, d });
    if (best.length > LINKS) best.pop();
  }
  return best.map((b) => b.q);
}

/** A product's hand-picked links (table product_links), by kind, as product ids in sort order. */
export interface HandPicked {
  related: readonly number[];
  similar: readonly number[];
}

/** The indexes of the linked products the snapshot has (hidden ones are not in it), in order. */
function visibleLinks(snapshot: CatalogSnapshot, p: number, ids: readonly number[]): number[] {
  const seen = new Set<number>();
  for (const id of ids) {
    const q = snapshot.byId.get(id);
    if (q !== undefined && q !== p) seen.add(q);
  }
  return [...seen];
}

/**
 * The product page's lists: related = the same brand's other models in the same category,
 * similar = other brands' models in the same category, each the few nearest in price. (Add-ons
 * are not other appliances: they come from the category's add-on list, decision 020.)
 * A list staff picked by hand replaces the computed one: its visible products in their order
 * (when every picked product is hidden, the computed list shows rather than none).
 */
export function productLinks(
  snapshot: CatalogSnapshot,
  p: number,
  handPicked: HandPicked = { related: [], similar: [] },
) {
  const brand = snapshot.brand[p];
  const leaf = snapshot.categories[snapshot.category[p] as number];
  const own = leaf?.products ?? new Int32Array(0);
  const related = visibleLinks(snapshot, p, handPicked.related);
  const similar = visibleLinks(snapshot, p, handPicked.similar);
  return {
    related:
      related.length > 0 ? related : nearestInPrice(snapshot, p, own, (q) => snapshot.brand[q] === brand),
    similar:
      similar.length > 0 ? similar : nearestInPrice(snapshot, p, own, (q) => snapshot.brand[q] !== brand),
  };
}
