import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { openCartModal, rememberCartModalOpener } from '../../../lib/state/cart-modal';
import { modalTotal, storeCart } from '../../cart';

/**
 * POST /api/quick-order/add {text}: every line into the cart in one request (one transaction on
 * the server); the new cart goes in the cache and the cart modal shows what was added.
 */
export function useQuickOrderAdd() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => api.post('/api/quick-order/add', { text }, 'QuickOrderAddReplySchema'),
    onMutate: () => rememberCartModalOpener(),
    onSuccess: (reply) => {
      if (!reply) return;
      storeCart(queryClient, reply.cart);
      openCartModal({
        product: null,
        title: 'Tooted on lisatud ostukorvi!',
        summary: reply.message ?? '',
        items: reply.cart.items,
        totalCents: modalTotal(reply.cart),
      });
    },
  });
}
