import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** POST /api/offers/row/remove {id, rowId} → {offer}. */
export function useOfferRowRemove() {
  return useMutation({
    mutationFn: (body: { id: number; rowId: number }) =>
      api.post('/api/offers/row/remove', body, 'OfferReplySchema', { rethrow: true }),
  });
}
