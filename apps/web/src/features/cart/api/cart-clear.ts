import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { storeCart } from './cart';

/** POST /api/cart/clear: empties the cart. */
export function useClearCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/api/cart/clear', {}, 'CartReplySchema'),
    onSuccess: (reply) => {
      if (reply) storeCart(queryClient, reply.cart);
    },
  });
}
