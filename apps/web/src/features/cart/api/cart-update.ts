import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { storeCart } from './cart';

/** POST /api/cart/update {id, quantity}: the row is addressed by its product id (SPEC §7). */
export function useUpdateCartQuantity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, quantity }: { productId: number; quantity: number }) =>
      api.post('/api/cart/update', { id: productId, quantity }, 'CartReplySchema'),
    onSuccess: (reply) => {
      if (reply) storeCart(queryClient, reply.cart);
    },
  });
}
