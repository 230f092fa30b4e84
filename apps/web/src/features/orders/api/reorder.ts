import { CartInsertReplySchema, type Order } from '@kodumasinad/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api';
import { cartInsertBody } from '../../cart/api/cart-insert';
import { storeCart } from '../../cart/api/cart';

export interface ReorderResult {
  /** Rows whose product is no longer sold: gone from the catalogue, or refused by the server. */
  unavailable: { title: string; code: string }[];
}

/** The server's answer for a product it will not sell (404 unknown, 422 not orderable). */
const isRefusedProduct = (error: unknown) =>
  isApiError(error) && (error.status === 404 || error.status === 422);

/**
 * 'Telli uuesti': puts each product of a past order into the cart with its quantity, one after
 * another (the cart keeps one row per product, parallel inserts would race on it). Other failures
 * (network, server) stop the reorder; the client has shown them.
 */
export function useReorder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (order: Pick<Order, 'rows'>): Promise<ReorderResult> => {
      const unavailable: ReorderResult['unavailable'] = [];
      for (const row of order.rows) {
        if (row.product_id === null) {
          unavailable.push({ title: row.title, code: row.code });
          continue;
        }
        try {
          const body = cartInsertBody(row.product_id, row.quantity);
          const reply = await api.post('/api/cart/insert', body, CartInsertReplySchema, { rethrow: true });
          storeCart(queryClient, reply.cart);
        } catch (error) {
          if (!isRefusedProduct(error)) throw error;
          unavailable.push({ title: row.title, code: row.code });
        }
      }
      return { unavailable };
    },
  });
}
