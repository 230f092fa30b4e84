import type { CatalogSnapshot } from './catalog-snapshot.js';

/** Product p's category and the top category above it, leaf first (absent ones left out). */
function leafAndParent(snapshot: CatalogSnapshot, p: number) {
  const leaf = snapshot.categories[snapshot.category[p] as number];
  const parent = leaf && leaf.parent >= 0 ? snapshot.categories[leaf.parent] : undefined;
  return [leaf, parent].flatMap((c) => (c ? [c] : []));
}

/** The ids of product p's category and of the top category above it. */
export function categoryLine(snapshot: CatalogSnapshot, p: number): number[] {
  return leafAndParent(snapshot, p).map((c) => c.id);
}

/** A product page's breadcrumbs: the top category, then the product's own. */
export function breadcrumbsOf(snapshot: CatalogSnapshot, p: number): { slug: string; title: string }[] {
  return leafAndParent(snapshot, p)
    .reverse()
    .map((c) => ({ slug: c.slug, title: c.title }));
}
