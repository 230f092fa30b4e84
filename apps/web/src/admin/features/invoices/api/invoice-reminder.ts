import { AdminInvoiceReplySchema } from '@kodumasinad/contract/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminPost } from '../../../lib/admin-api';
import { adminInvoiceQueryOptions } from './invoice';

/** POST /api/admin/invoices/{id}/reminder → {invoice}: an overdue reminder e-mailed to the company. */
export function useSendInvoiceReminder(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => adminPost(`/api/admin/invoices/${id}/reminder`, {}, AdminInvoiceReplySchema),
    onSuccess: async (reply) => {
      queryClient.setQueryData(adminInvoiceQueryOptions(id).queryKey, reply.invoice);
      await queryClient.invalidateQueries({ queryKey: ['admin', 'invoices', 'list'] });
    },
  });
}
