import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { storeOffer } from './offer';

/** POST /api/offers/add {title?} → {offer}: a new open offer with the user's defaults. */
export function useAddOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (title: string) =>
      api.post('/api/offers/add', { title }, 'OfferReplySchema', { rethrow: true }),
    onSuccess: (reply) => storeOffer(queryClient, reply.offer),
  });
}
