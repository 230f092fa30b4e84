import { getBootstrap } from '../../lib/bootstrap';
import { pathSegments } from '../../lib/path-segments';
import { SPECIAL_OFFERS_SLUG } from '../../lib/special-offers';
import type { RouteName } from './route-names';

export interface SlugLists {
  /** Static page slugs the server injects (SPEC §2 `/{page}`). */
  pages: readonly string[];
  /** Category slugs the server injects (SPEC §2 `/{category}/{filters?}`). */
  categories: readonly string[];
}

/**
 * The tail of SPEC §2's table, in its order of precedence: `/{page}` (injected slugs),
 * `/{category}/{filters?}` (injected slugs), `/{slug}` (a product), anything else 404.
 * The special-offers page carries a listing, so it takes a filters segment like a category.
 */
export function resolveSlugPath(pathname: string, slugs: SlugLists): RouteName {
  const [first, second, ...rest] = pathSegments(pathname);
  if (first === undefined || rest.length > 0) return 'not-found';
  if (second === undefined) {
    if (slugs.pages.includes(first)) return 'page';
    if (slugs.categories.includes(first)) return 'category';
    return 'product';
  }
  if (first === SPECIAL_OFFERS_SLUG && slugs.pages.includes(first)) return 'page';
  return slugs.categories.includes(first) ? 'category' : 'not-found';
}

export function isNumericId(value: string | undefined): boolean {
  return value !== undefined && /^\d+$/.test(value);
}

/** A single segment naming one of the injected static pages (SPEC §2 `/{page}`). */
export function isPageSlug(
  segments: readonly string[],
  pages: readonly string[] = getBootstrap().pages,
): boolean {
  return segments.length === 1 && segments[0] !== undefined && pages.includes(segments[0]);
}
