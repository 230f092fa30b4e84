import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { storeOffer } from './offer';

/** POST /api/offers/copy {id} → {offer}. */
export function useOfferCopy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post('/api/offers/copy', { id }, 'OfferReplySchema', { rethrow: true }),
    onSuccess: (reply) => storeOffer(queryClient, reply.offer),
  });
}
