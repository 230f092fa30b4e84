import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { storeCart } from '../../cart';

/**
 * 'Telli uuesti': POST /api/orders/{id}/reorder puts the order's products that are still sold
 * into the cart in one transaction and answers the cart; its `warning` names the products left
 * out. A failure changed nothing in the cart (the client has shown it).
 */
export function useReorder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: number) =>
      api.post(`/api/orders/${orderId}/reorder`, {}, 'ReorderReplySchema', { rethrow: true }),
    onSuccess: (reply) => storeCart(queryClient, reply.cart),
  });
}
