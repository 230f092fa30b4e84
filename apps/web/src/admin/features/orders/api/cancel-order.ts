import { AdminOrderTransitionReplySchema } from '@kodumasinad/contract/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminPost } from '../../../lib/admin-api';
import { storeAdminOrder } from './admin-order';

/** POST /api/admin/orders/{id}/cancel {reason}: rejects on failure so the dialog shows field errors. */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      adminPost(`/api/admin/orders/${id}/cancel`, { reason }, AdminOrderTransitionReplySchema),
    onSuccess: (reply) => storeAdminOrder(queryClient, reply.data),
  });
}
