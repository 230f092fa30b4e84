import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** POST /api/offers/row/add {id, product_id, own_product} → {offer} with the new row last. */
export function useOfferRowAdd() {
  return useMutation({
    mutationFn: (body: { id: number; product_id?: number; own_product?: boolean }) =>
      api.post('/api/offers/row/add', body, 'OfferReplySchema', { rethrow: true }),
  });
}
