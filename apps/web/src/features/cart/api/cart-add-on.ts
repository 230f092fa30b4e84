import { useMutation, useQueryClient } from '@tanstack/react-query';
import { storeCart } from './cart';
import { insertAddOn } from './cart-insert';

/** Ticks or unticks an add-on of a cart row: POST /api/cart/insert {id, row_id, checked}. */
export function useToggleAddOn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ addOnId, rowId, checked }: { addOnId: number; rowId: number; checked: boolean }) =>
      insertAddOn(addOnId, rowId, checked),
    onSuccess: (reply) => {
      if (reply) storeCart(queryClient, reply.cart);
    },
  });
}
