import { type OfferSaveInput } from '@kodumasinad/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { storeOffer } from './offer';

/** POST /api/offer/{id} with the fields and all rows → {offer, message}; 422 {errors} rethrown (SPEC §8). */
export function useSaveOffer(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OfferSaveInput) =>
      api.post(`/api/offer/${id}`, body, 'OfferReplySchema', { rethrow: true }),
    onSuccess: (reply) => storeOffer(queryClient, reply.offer),
  });
}
