import { AdminInvoiceReplySchema } from '@kodumasinad/contract/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminGet } from '../../../lib/admin-api';

/** GET /api/admin/invoices/{id} → {invoice}: with its payments and reminders. */
export const adminInvoiceQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['admin', 'invoices', 'detail', id],
    queryFn: async ({ signal }) =>
      (await adminGet(`/api/admin/invoices/${id}`, AdminInvoiceReplySchema, { signal })).invoice,
    staleTime: 0,
  });

export function useAdminInvoice(id: number) {
  return useQuery(adminInvoiceQueryOptions(id));
}
