import { AdminInvoiceReplySchema } from '@kodumasinad/contract/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminPost } from '../../../lib/admin-api';
import { adminInvoiceQueryOptions } from './invoice';

/** POST /api/admin/invoices/{id}/payments/{payment}/reverse → {invoice}: a statement's payment undone. */
export function useReverseInvoicePayment(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (paymentId: number) =>
      adminPost(`/api/admin/invoices/${id}/payments/${paymentId}/reverse`, {}, AdminInvoiceReplySchema),
    onSuccess: async (reply) => {
      queryClient.setQueryData(adminInvoiceQueryOptions(id).queryKey, reply.invoice);
      await queryClient.invalidateQueries({ queryKey: ['admin', 'invoices'] });
    },
  });
}
