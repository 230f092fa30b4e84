import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { storeCart } from './cart';

/** POST /api/cart/delete {id}: removes the row of that product (also a product no longer sold). */
export function useRemoveFromCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (productId: number) => api.post('/api/cart/delete', { id: productId }, 'CartReplySchema'),
    onSuccess: (reply) => {
      if (reply) storeCart(queryClient, reply.cart);
    },
  });
}
