/**
 * Search-type calls of SPEC §7 run without the global loading overlay and their failures are
 * ignored: offer search, the search box's json search and the category listing's searches.
 */
export const SEARCH_PATH_PATTERN =
  /^\/api\/search\/(offer|json|category|properties|measures|value-ranges|price-range|selected-filters)(\/|\?|$)/;

export function isSearchPath(path: string): boolean {
  return SEARCH_PATH_PATTERN.test(path);
}

/** Calls whose error `message` is not shown (SPEC §7: "The error message of /api/order…"). */
export function hidesErrorMessage(path: string): boolean {
  return /^\/api\/order(\?|$)/.test(path);
}
