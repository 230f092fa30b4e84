import { z } from 'zod';
import { queryParam, wholeNumberSchema } from '../validation/request.js';

/** Back-office lists: 25 rows a page by default, at most 100 (admin-interface.md). */
export const ADMIN_DEFAULT_PER_PAGE = 25;
export const ADMIN_MAX_PER_PAGE = 100;
export const ADMIN_PAGE_MESSAGE = 'Lehekülje number ei ole korrektne.';
export const ADMIN_PER_PAGE_MESSAGE = `Ridu lehel võib olla 1 kuni ${ADMIN_MAX_PER_PAGE}.`;
export const ADMIN_SORT_MESSAGE = 'Järjestus ei ole korrektne.';
export const ADMIN_DIR_MESSAGE = 'Järjestuse suund ei ole korrektne.';
export const ADMIN_SEARCH_MESSAGE = 'Otsingusõna võib olla kuni 100 tähemärki.';

export const SortDirSchema = z.enum(['asc', 'desc']);
export type SortDir = z.infer<typeof SortDirSchema>;

/**
 * The query of a back-office list: `page`, `per_page`, `sort` (one of `sorts`), `dir` and `q`,
 * plus the list's own filters in `filters` (each usually a `queryParam`). Empty parameters count
 * as absent; the output has page, per_page, sort and dir filled in.
 *
 * ```ts
 * const OrdersQuery = adminListQuery(['created_at', 'total'], { status: queryParam(…, '…') });
 * ```
 */
export function adminListQuery<
  const Sorts extends readonly [string, ...string[]],
  Filters extends z.ZodRawShape = Record<never, never>,
>(sorts: Sorts, filters?: Filters, defaults: { sort?: Sorts[number]; dir?: SortDir } = {}) {
  const base = {
    page: queryParam(wholeNumberSchema(1, 1_000_000, ADMIN_PAGE_MESSAGE), ADMIN_PAGE_MESSAGE),
    per_page: queryParam(
      wholeNumberSchema(1, ADMIN_MAX_PER_PAGE, ADMIN_PER_PAGE_MESSAGE),
      ADMIN_PER_PAGE_MESSAGE,
    ),
    sort: queryParam(z.enum(sorts as unknown as [Sorts[number], ...Sorts[number][]]), ADMIN_SORT_MESSAGE),
    dir: queryParam(SortDirSchema, ADMIN_DIR_MESSAGE),
    q: queryParam(z.string().max(100), ADMIN_SEARCH_MESSAGE),
  };
  return z.object({ ...base, ...(filters ?? ({} as Filters)) }).transform((parsed) => {
    const query = parsed as typeof parsed & ListParams<Sorts[number]>;
    return {
      ...query,
      page: query.page ?? 1,
      per_page: query.per_page ?? ADMIN_DEFAULT_PER_PAGE,
      sort: query.sort ?? defaults.sort ?? sorts[0],
      dir: query.dir ?? defaults.dir ?? 'desc',
    } as Omit<typeof query, keyof ListParams<string>> &
      Required<Omit<ListParams<Sorts[number]>, 'q'>> & {
        q?: string;
      };
  });
}

/** The paging, sort and search part of a list query (exported so declarations can name it). */
export interface ListParams<S extends string> {
  page?: number;
  per_page?: number;
  sort?: S;
  dir?: SortDir;
  q?: string;
}
