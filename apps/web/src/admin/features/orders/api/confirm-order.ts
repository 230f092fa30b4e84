import { AdminOrderTransitionReplySchema } from '@kodumasinad/contract/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminPost } from '../../../lib/admin-api';
import { storeAdminOrder } from './admin-order';

/** POST /api/admin/orders/{id}/confirm (Kinnita: open → confirmed); a refusal (409) is shown by the client. */
export function useConfirmOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      adminPost(`/api/admin/orders/${id}/confirm`, {}, AdminOrderTransitionReplySchema),
    onSuccess: (reply) => storeAdminOrder(queryClient, reply.data),
  });
}
