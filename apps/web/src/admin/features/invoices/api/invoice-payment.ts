import { AdminInvoiceReplySchema, type AdminPaymentRequest } from '@kodumasinad/contract/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminPost } from '../../../lib/admin-api';
import { adminInvoiceQueryOptions } from './invoice';

/** POST /api/admin/invoices/{id}/payments {date, amount, key} → {invoice}: a payment booked by hand. */
export function useAddInvoicePayment(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminPaymentRequest) =>
      adminPost(`/api/admin/invoices/${id}/payments`, body, AdminInvoiceReplySchema),
    onSuccess: async (reply) => {
      queryClient.setQueryData(adminInvoiceQueryOptions(id).queryKey, reply.invoice);
      await queryClient.invalidateQueries({ queryKey: ['admin', 'invoices', 'list'] });
    },
  });
}
