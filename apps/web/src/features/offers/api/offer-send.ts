import { type OfferSendRequest } from '@kodumasinad/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { storeOffer } from './offer';

/** POST /api/offers/send {id, email, message} → {offer} with its customer_url. */
export function useOfferSend() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OfferSendRequest) =>
      api.post('/api/offers/send', body, 'OfferReplySchema', { rethrow: true }),
    onSuccess: (reply) => storeOffer(queryClient, reply.offer),
  });
}
