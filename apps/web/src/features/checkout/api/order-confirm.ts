import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, CART_QUERY_KEY, ORDER_DRAFT_QUERY_KEY } from '../../../lib/api';

/**
 * POST /api/order {order: {step: 'checkout-confirm', accept_terms: true}} places the order and
 * answers `{data: order, payment}`. The server emptied the cart and dropped the draft.
 */
export function useConfirmOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.post(
        '/api/order',
        { order: { step: 'checkout-confirm', accept_terms: true } },
        'OrderReplySchema',
        {
          rethrow: true,
        },
      ),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: ORDER_DRAFT_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY });
    },
  });
}
