import { type InvoiceSort, type InvoiceStatus } from '@kodumasinad/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { queryGet } from '../../../lib/api';

export interface InvoicesFilter {
  status?: InvoiceStatus;
  /** Issue days yyyy-mm-dd, inclusive. */
  from?: string;
  to?: string;
  /** Part of the invoice number. */
  q?: string;
  sort: InvoiceSort;
  page: number;
}

/** GET /api/invoices?status&from&to&q&sort&page → {data, meta, summary}. */
export const invoicesListQueryOptions = (filter: InvoicesFilter) =>
  queryOptions({
    queryKey: ['invoices', 'list', filter],
    queryFn: ({ signal }) =>
      queryGet('/api/invoices', 'InvoicesListReplySchema', {
        signal,
        query: {
          status: filter.status,
          from: filter.from,
          to: filter.to,
          q: filter.q,
          sort: filter.sort === 'date_desc' ? undefined : filter.sort,
          page: filter.page,
        },
      }),
    placeholderData: keepPreviousData,
    // Statuses change behind the page (payments, the due date passing).
    staleTime: 0,
  });

export function useInvoicesList(filter: InvoicesFilter) {
  return useQuery(invoicesListQueryOptions(filter));
}
