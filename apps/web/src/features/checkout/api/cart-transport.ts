import { CartReplySchema, type TransportCode } from '@kodumasinad/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { storeCart } from '../../cart';
import type { County } from './order-save';

/** POST /api/cart/transport {code, county}: the transport chosen for the cart. */
export function useSetCartTransport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (transport: { code: TransportCode; county: County | null }) =>
      api.post('/api/cart/transport', transport, CartReplySchema, { rethrow: true }),
    onSuccess: (reply) => storeCart(queryClient, reply.cart),
  });
}
