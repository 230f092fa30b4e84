import { type PaymentMethodCode } from '@kodumasinad/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { invoiceQueryOptions } from './invoice';

/** POST /api/invoices/{id}/pay {payment: {method}} → {invoice, payment}: the signed bank form. */
export function usePayInvoice(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (method: PaymentMethodCode) =>
      api.post(`/api/invoices/${id}/pay`, { payment: { method } }, 'InvoicePayReplySchema', {
        rethrow: true,
      }),
    onSuccess: (reply) => queryClient.setQueryData(invoiceQueryOptions(id).queryKey, reply.invoice),
  });
}
