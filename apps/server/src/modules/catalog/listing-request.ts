import {
  DEFAULT_SORT,
  ListingQuerySchema,
  SEARCH_MAX_LENGTH,
  parseFilters,
  parsePerPage,
  parseSort,
  type FieldErrors,
  type Filters,
  type PerPage,
  type SortValue,
  DEFAULT_PER_PAGE,
} from '@kodumasinad/contract';
import { invalidInput } from '../../platform/errors.js';

/** Search mode lists by relevance unless the buyer picks one of the seven sort options. */
export type ListingSort = SortValue | 'relevance';

/** A validated listing call (`/api/search/*`): what to list and which page of it. */
export interface ListingRequest {
  category: string | null;
  query: string | null;
  special: boolean;
  filters: Filters;
  sort: ListingSort;
  perPage: PerPage;
  page: number;
}

const MESSAGES = {
  category: 'Vali kategooria või sisesta otsisõna.',
  query: `Otsisõna võib olla kuni ${SEARCH_MAX_LENGTH} tähemärki.`,
  special: 'Eripakkumiste valik on vigane.',
  filters: 'Filtrid on vigasel kujul.',
  sort: 'Sellist järjestust ei ole.',
  per_page: 'Lehel saab näidata 28, 48 või 96 toodet.',
  page: 'Lehekülje number peab olema positiivne täisarv.',
} as const;

const PAGE_PATTERN = /^[1-9]\d{0,8}$/;

/** Throws 422 with every field's error; the reply's message is the first of them. */
export function throwFieldErrors(errors: FieldErrors): never {
  const first = Object.values(errors)[0]?.[0];
  throw invalidInput(errors, first);
}

/** Validates the query string of a listing call: 422 for anything malformed. */
export function parseListingRequest(raw: unknown): ListingRequest {
  const errors: FieldErrors = {};
  const parsed = ListingQuerySchema.safeParse(raw ?? {});
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0]) as keyof typeof MESSAGES;
      errors[field] = [MESSAGES[field] ?? 'Vigane väärtus.'];
    }
    throwFieldErrors(errors);
  }
  const q = parsed.data;
  const filters = parseFilters(q.filters);
  if (filters === null) errors.filters = [MESSAGES.filters];
  const sort: ListingSort | null =
    q.sort === undefined ? (q.query === undefined ? DEFAULT_SORT : 'relevance') : parseSort(q.sort);
  if (sort === null) errors.sort = [MESSAGES.sort];
  const perPage = q.per_page === undefined ? DEFAULT_PER_PAGE : parsePerPage(q.per_page);
  if (perPage === null) errors.per_page = [MESSAGES.per_page];
  if (q.page !== undefined && !PAGE_PATTERN.test(q.page)) errors.page = [MESSAGES.page];
  const category = q.category === undefined || q.category === '' ? null : q.category;
  if (category === null && q.query === undefined && q.special === undefined)
    errors.category = [MESSAGES.category];
  if (Object.keys(errors).length > 0) throwFieldErrors(errors);
  return {
    category,
    query: q.query ?? null,
    special: q.special === '1',
    filters: filters ?? {},
    sort: sort ?? DEFAULT_SORT,
    perPage: perPage ?? DEFAULT_PER_PAGE,
    page: q.page === undefined ? 1 : Number(q.page),
  };
}
