/** The list state every back-office list keeps in the URL's search params (admin-interface.md). */
export interface ListParams {
  page: number;
  per_page: number;
  sort: string | undefined;
  dir: 'asc' | 'desc';
  q: string;
  /** The feature's own filters (e.g. status, from, to), by name; empty values are left out. */
  filters: Record<string, string>;
}

export type ListChange = Partial<Omit<ListParams, 'filters'>> & {
  filters?: Record<string, string | undefined>;
};

/** As the server's `adminListQuery`: 25 a page, at most 100. */
export const DEFAULT_PER_PAGE = 25;
export const MAX_PER_PAGE = 100;

function positiveInt(value: string | null): number | undefined {
  if (value === null || !/^\d+$/.test(value)) return undefined;
  const number = Number(value);
  return number >= 1 ? number : undefined;
}

/** Reads the list state from search params; anything malformed falls back to its default. */
export function readListParams(search: URLSearchParams, filterNames: readonly string[] = []): ListParams {
  const sort = search.get('sort')?.trim();
  const filters: Record<string, string> = {};
  for (const name of filterNames) {
    const value = search.get(name)?.trim();
    if (value) filters[name] = value;
  }
  return {
    page: positiveInt(search.get('page')) ?? 1,
    per_page: Math.min(positiveInt(search.get('per_page')) ?? DEFAULT_PER_PAGE, MAX_PER_PAGE),
    sort: sort || undefined,
    dir: search.get('dir') === 'desc' ? 'desc' : 'asc',
    q: search.get('q')?.trim() ?? '',
    filters,
  };
}

/** The search params of a list state; defaults (page 1, 25 a page, no sort, empty values) stay out. */
export function writeListParams(params: ListParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.q) search.set('q', params.q);
  for (const [name, value] of Object.entries(params.filters).sort(([a], [b]) => a.localeCompare(b))) {
    if (value) search.set(name, value);
  }
  if (params.sort) {
    search.set('sort', params.sort);
    search.set('dir', params.dir);
  }
  if (params.page > 1) search.set('page', String(params.page));
  if (params.per_page !== DEFAULT_PER_PAGE) search.set('per_page', String(params.per_page));
  return search;
}

/**
 * A changed list state: a new search, filter, sort or page size starts again from page 1, since
 * the old page number means another set of rows.
 */
export function changeListParams(params: ListParams, change: ListChange): ListParams {
  const filters = { ...params.filters };
  for (const [name, value] of Object.entries(change.filters ?? {})) {
    if (value?.trim()) filters[name] = value.trim();
    else delete filters[name];
  }
  const next: ListParams = {
    ...params,
    ...change,
    q: (change.q ?? params.q).trim(),
    filters,
  };
  const narrowed =
    next.q !== params.q ||
    next.sort !== params.sort ||
    next.dir !== params.dir ||
    next.per_page !== params.per_page ||
    JSON.stringify(filters) !== JSON.stringify(params.filters);
  if (narrowed && change.page === undefined) next.page = 1;
  return next;
}

/** Sorting by a column: first ascending, clicked again descending, then ascending again. */
export function toggleSort(params: ListParams, column: string): ListParams {
  const dir = params.sort === column && params.dir === 'asc' ? 'desc' : 'asc';
  return changeListParams(params, { sort: column, dir });
}
