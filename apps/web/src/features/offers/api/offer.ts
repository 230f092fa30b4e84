import { type Offer } from '@kodumasinad/contract';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { queryGet } from '../../../lib/api';

export const offerQueryKey = (id: number) => ['offers', 'offer', id] as const;

/** GET /api/offer/{id} → {offer} with its rows. */
export const offerQueryOptions = (id: number) =>
  queryOptions({
    queryKey: offerQueryKey(id),
    queryFn: async ({ signal }) => (await queryGet(`/api/offer/${id}`, 'OfferReplySchema', { signal })).offer,
  });

export function useOffer(id: number) {
  return useQuery(offerQueryOptions(id));
}

/** Keeps an offer a call answered with, and marks the lists and counts stale. */
export function storeOffer(queryClient: QueryClient, offer: Offer): void {
  queryClient.setQueryData(offerQueryKey(offer.id), offer);
  void queryClient.invalidateQueries({ queryKey: ['offers', 'list'] });
  void queryClient.invalidateQueries({ queryKey: ['offers', 'index'] });
}
