import {
  FILTER_CODES,
  type Brand,
  type CategoryListingReply,
  type CategoryTreeNode,
  type MenuItem,
} from '@kodumasinad/contract';
import { memoize, type CatalogSnapshot, type CategoryNode } from './catalog-snapshot.js';

/** The special-offers item leads the menu (SPEC §2 secondary menu); it is a static page. */
export const SPECIAL_OFFERS_ITEM: MenuItem = {
  id: 0,
  title: 'Eripakkumised',
  url: '/eripakkumised',
  two_columns: false,
  children: [],
  links: {},
};

/** How many brand shortcuts each subcategory gets: its biggest brands. */
const BRAND_LINKS = 5;

/** Brand name → the subcategory filtered by that brand, for its biggest brands. */
function brandLinks(snapshot: CatalogSnapshot, leaf: CategoryNode): Record<string, string> {
  const counts = new Map<number, number>();
  for (const p of leaf.products) {
    const b = snapshot.brand[p] as number;
    counts.set(b, (counts.get(b) ?? 0) + 1);
  }
  const biggest = [...counts.entries()]
    .map(([b, count]) => ({ brand: snapshot.brands[b], count }))
    .filter((entry) => entry.brand !== undefined)
    .sort((a, b) => b.count - a.count || (a.brand?.name ?? '').localeCompare(b.brand?.name ?? '', 'et'))
    .slice(0, BRAND_LINKS);
  return Object.fromEntries(
    biggest.map(({ brand }) => [brand?.name, `/${leaf.slug}/${FILTER_CODES.brand}:${brand?.slug}`]),
  );
}

/** The menu of SPEC §3 from the category tree: top categories with their subcategories. */
export function menuOf(snapshot: CatalogSnapshot): MenuItem[] {
  return memoize(snapshot, 'menu', () => {
    const tops = snapshot.categories.filter((c) => c.parent < 0);
    return [
      SPECIAL_OFFERS_ITEM,
      ...tops.map((top) => ({
        id: top.id,
        title: top.title,
        url: `/${top.slug}`,
        two_columns: top.twoColumns,
        links: {},
        children: top.children.flatMap((c) => {
          const leaf = snapshot.categories[c];
          return leaf
            ? [{ id: leaf.id, title: leaf.title, url: `/${leaf.slug}`, links: brandLinks(snapshot, leaf) }]
            : [];
        }),
      })),
    ];
  });
}

/** The category tree of GET /api/variables/tree: top categories in menu order, their subcategories. */
export function treeOf(snapshot: CatalogSnapshot): CategoryTreeNode[] {
  return memoize(snapshot, 'tree', () =>
    snapshot.categories
      .filter((c) => c.parent < 0)
      .map((top) => ({
        id: top.id,
        title: top.title,
        slug: top.slug,
        children: top.children.flatMap((c) => {
          const leaf = snapshot.categories[c];
          return leaf ? [{ id: leaf.id, title: leaf.title, slug: leaf.slug }] : [];
        }),
      })),
  );
}

/** Every brand by name (GET /api/variables/brands). */
export function brandsOf(snapshot: CatalogSnapshot): Brand[] {
  return memoize(snapshot, 'brands', () =>
    snapshot.brands
      .map((brand) => ({ id: brand.id, name: brand.name, slug: brand.slug }))
      .sort((a, b) => a.name.localeCompare(b.name, 'et')),
  );
}

/** A listing's category block: its title, parent and children with their product counts. */
export function listingCategoryOf(snapshot: CatalogSnapshot, c: number): CategoryListingReply['category'] {
  const node = snapshot.categories[c];
  if (node === undefined) return null;
  const parent = node.parent >= 0 ? snapshot.categories[node.parent] : undefined;
  return {
    id: node.id,
    slug: node.slug,
    title: node.title,
    parent: parent ? { slug: parent.slug, title: parent.title } : null,
    children: node.children.flatMap((i) => {
      const child = snapshot.categories[i];
      return child ? [{ slug: child.slug, title: child.title, count: child.products.length }] : [];
    }),
  };
}
