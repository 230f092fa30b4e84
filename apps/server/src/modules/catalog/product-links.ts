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

/**
 * The product page's lists: related = the same brand's other models in the same category,
 * similar = other brands' models in the same category, add-ons = the same brand's products in
 * the neighbouring categories (a dryer beside a washer, a hood beside a hob). Each is the few
 * nearest in price.
 */
export function productLinks(snapshot: CatalogSnapshot, p: number) {
  const brand = snapshot.brand[p];
  const leafIndex = snapshot.category[p] as number;
  const leaf = snapshot.categories[leafIndex];
  const own = leaf?.products ?? new Int32Array(0);
  const parent = leaf && leaf.parent >= 0 ? snapshot.categories[leaf.parent] : undefined;
  const siblings = parent?.products ?? new Int32Array(0);
  return {
    related: nearestInPrice(snapshot, p, own, (q) => snapshot.brand[q] === brand),
    similar: nearestInPrice(snapshot, p, own, (q) => snapshot.brand[q] !== brand),
    addOns: nearestInPrice(
      snapshot,
      p,
      siblings,
      (q) => snapshot.brand[q] === brand && snapshot.category[q] !== leafIndex,
    ),
  };
}
