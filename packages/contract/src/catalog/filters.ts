/**
 * The filters segment of listing URLs, /{category}/{filters} and /otsing/{phrase}/{filters}
 * (SPEC §2), shared by the web app and the server. Readable and stable:
 *
 *   tootja:bosch,siemens;energiaklass:a;laius:60;muratase:40-48;hind:100-500
 *
 * Each group is `code:value[,value…]`; groups are joined by `;` and kept in a canonical order
 * (codes sorted, values sorted) so one filter set has one URL. A range is one value `min-max`
 * (either side may be empty). Value tokens are produced by `filterToken`.
 */
export type Filters = Record<string, string[]>;

export const FILTER_CODE_PATTERN = /^[a-z0-9][a-z0-9-]{0,39}$/;
const MAX_GROUPS = 30;
const MAX_VALUES = 40;
const MAX_VALUE_LENGTH = 100;
export const MAX_FILTERS_LENGTH = 2000;

/** Pseudo-attributes every listing understands besides the catalogue's own attributes. */
export const FILTER_CODES = {
  brand: 'tootja',
  price: 'hind',
  category: 'kategooria',
  campaign: 'kampaania',
} as const;

/** The URL token of a filter value: lower case, diacritics folded, spaces to '-'; '+' kept (A+++). */
export function filterToken(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9+.]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Parses a filters segment; null when it is malformed (the server answers 422). '' → {}. */
export function parseFilters(segment: string | undefined | null): Filters | null {
  if (segment === undefined || segment === null || segment === '' || segment === '-') return {};
  if (segment.length > MAX_FILTERS_LENGTH) return null;
  const filters: Filters = {};
  const groups = segment.split(';');
  if (groups.length > MAX_GROUPS) return null;
  for (const group of groups) {
    const colon = group.indexOf(':');
    if (colon <= 0) return null;
    const code = group.slice(0, colon);
    if (!FILTER_CODE_PATTERN.test(code) || Object.hasOwn(filters, code)) return null;
    const values = group.slice(colon + 1).split(',');
    if (values.length > MAX_VALUES) return null;
    for (const value of values) {
      if (value === '' || value.length > MAX_VALUE_LENGTH || /[;:,/?#\s]/.test(value)) return null;
    }
    filters[code] = [...new Set(values)].sort();
  }
  return filters;
}

/** The canonical segment for a filter set; '' when there are no filters. */
export function serializeFilters(filters: Filters): string {
  return Object.keys(filters)
    .filter((code) => (filters[code]?.length ?? 0) > 0)
    .sort()
    .map((code) => `${code}:${[...new Set(filters[code])].sort().join(',')}`)
    .join(';');
}

/** Adds or removes one value of a multi-value filter, returning a new filter set. */
export function toggleFilterValue(filters: Filters, code: string, value: string): Filters {
  const current = filters[code] ?? [];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  const result = { ...filters };
  if (next.length > 0) result[code] = next;
  else delete result[code];
  return result;
}

/** Sets (or with both sides null, clears) a range filter. */
export function setRangeFilter(
  filters: Filters,
  code: string,
  min: number | null,
  max: number | null,
): Filters {
  const result = { ...filters };
  if (min === null && max === null) delete result[code];
  else result[code] = [`${min ?? ''}-${max ?? ''}`];
  return result;
}

/** Reads a range value `min-max`; null when it is not one. */
export function parseRange(value: string | undefined): { min: number | null; max: number | null } | null {
  const match = /^(\d+(?:\.\d+)?)?-(\d+(?:\.\d+)?)?$/.exec(value ?? '');
  if (!match || (match[1] === undefined && match[2] === undefined)) return null;
  const min = match[1] === undefined ? null : Number(match[1]);
  const max = match[2] === undefined ? null : Number(match[2]);
  if (min !== null && max !== null && min > max) return null;
  return { min, max };
}
