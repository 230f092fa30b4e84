import type { Meta } from '@kodumasinad/contract';

/** The `meta` of a `{data, meta}` list reply, the shop's and the back-office's alike. */
export function listMeta(query: { page: number; per_page: number }, total: number): Meta {
  return {
    current_page: query.page,
    last_page: Math.max(1, Math.ceil(total / query.per_page)),
    per_page: query.per_page,
    total,
  };
}
