import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, fetchFile, queryGet } from '../../../lib/api';

const key = (token: string) => ['public-offer', token] as const;

/** GET /api/public/offers/{token}: the end customer's view of a sent offer. */
export const publicOfferQueryOptions = (token: string) =>
  queryOptions({
    queryKey: key(token),
    queryFn: async ({ signal }) =>
      (await queryGet(`/api/public/offers/${token}`, 'PublicOfferReplySchema', { signal })).offer,
    retry: false,
  });

export function usePublicOffer(token: string) {
  return useQuery(publicOfferQueryOptions(token));
}

/** POST /api/public/offers/{token}/accept {name}. */
export function useAcceptOffer(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) =>
      api.post(`/api/public/offers/${token}/accept`, { name }, 'PublicOfferReplySchema', { rethrow: true }),
    onSuccess: (reply) => queryClient.setQueryData(key(token), reply.offer),
  });
}

export function fetchPublicOfferPdf(token: string): Promise<Blob | null> {
  return fetchFile(`/api/public/offers/${token}/pdf`);
}
