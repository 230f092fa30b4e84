import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryGet } from '../../../lib/api';

/**
 * GET /api/invoices/{id} → {invoice}: one invoice of the user's company (another's answers 404).
 * A 404's message is not put in the message area: the screen says it once itself.
 */
export const invoiceQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['invoices', 'detail', id],
    queryFn: async ({ signal }) =>
      (await queryGet(`/api/invoices/${id}`, 'InvoiceReplySchema', { signal, quietNotFound: true })).invoice,
    // The bank's call pays it behind the page, so it is always reloaded.
    staleTime: 0,
  });

export function useInvoice(id: number) {
  return useQuery(invoiceQueryOptions(id));
}
