import type { Meta } from '@kodumasinad/contract';

/** The `meta` of a `{data, meta}` back-office list. */
export function listMeta(query: { page: number; per_page: number }, total: number): Meta {
  return {
    current_page: query.page,
    last_page: Math.max(1, Math.ceil(total / query.per_page)),
    per_page: query.per_page,
    total,
  };
}

/** A CSV export reads every row the filters show, a page this size at a time at most. */
export const EXPORT_MAX_ROWS = 10_000;
