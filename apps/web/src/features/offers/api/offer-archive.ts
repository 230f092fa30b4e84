import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { storeOffer } from './offer';

/** POST /api/offers/archive {id} → {offer}. */
export function useOfferArchive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api.post('/api/offers/archive', { id }, 'OfferReplySchema', { rethrow: true }),
    onSuccess: (reply) => storeOffer(queryClient, reply.offer),
  });
}
