import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { orderQueryOptions } from './order';

/**
 * POST /api/orders/continue/{id}: a failed or unfinished payment gets a new bank request,
 * answered `{data, payment}` like the checkout's confirm.
 */
export function useContinuePayment(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post(`/api/orders/continue/${id}`, {}, 'OrderReplySchema', { rethrow: true }),
    onSuccess: (reply) => queryClient.setQueryData(orderQueryOptions(id).queryKey, reply.data),
  });
}
