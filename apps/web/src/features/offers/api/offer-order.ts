import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, CART_QUERY_KEY, ORDER_DRAFT_QUERY_KEY } from '../../../lib/api';

/** POST /api/offers/order {id} → {cart}: the catalogue rows go into the cart; `warning` names the rest. */
export function useOfferOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api.post('/api/offers/order', { id }, 'OfferOrderReplySchema', { rethrow: true }),
    onSuccess: (reply) => {
      // The cart's reply replaces the cached cart, as every cart call does (features/cart).
      queryClient.setQueryData(CART_QUERY_KEY, reply.cart);
      void queryClient.invalidateQueries({ queryKey: ORDER_DRAFT_QUERY_KEY, refetchType: 'none' });
    },
  });
}
