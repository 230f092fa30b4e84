/**
 * Navigation that feels instant (issue 11): when a product link is hovered, focused or touched,
 * the product screen's code and data are loaded ahead. Shared components only say what a link
 * leads to; the app decides what to load (app/prefetch.ts), so the UI kit imports no feature.
 */
type Prefetcher = (slug: string) => void;

let productPrefetcher: Prefetcher | null = null;
const asked = new Set<string>();

export function setProductPrefetcher(prefetcher: Prefetcher | null): void {
  productPrefetcher = prefetcher;
  asked.clear();
}

/** Event handlers for a link to a product page (by its url slug). */
export function productLinkIntent(slug: string) {
  const prefetch = () => {
    // Once per link and page view: the query cache decides when the data is stale again.
    if (asked.has(slug) || !productPrefetcher) return;
    asked.add(slug);
    productPrefetcher(slug);
  };
  return { onMouseEnter: prefetch, onFocus: prefetch, onTouchStart: prefetch };
}
