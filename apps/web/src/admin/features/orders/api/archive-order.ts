import { AdminOrderTransitionReplySchema } from '@kodumasinad/contract/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminPost } from '../../../lib/admin-api';
import { storeAdminOrder } from './admin-order';

/** POST /api/admin/orders/{id}/archive (Arhiveeri: confirmed → archived); a refusal (409) is shown by the client. */
export function useArchiveOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      adminPost(`/api/admin/orders/${id}/archive`, {}, AdminOrderTransitionReplySchema),
    onSuccess: (reply) => storeAdminOrder(queryClient, reply.data),
  });
}
