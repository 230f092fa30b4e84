import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, fetchFile, isApiError, queryGet } from '../../../lib/api';

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

/**
 * POST /api/public/offers/{token}/accept {name, version}: the version is the one shown. A 409
 * (the offer changed since) reads the offer again, so the page shows what may be accepted now.
 */
export function useAcceptOffer(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { name: string; version: number }) =>
      api.post(`/api/public/offers/${token}/accept`, body, 'PublicOfferReplySchema', { rethrow: true }),
    onSuccess: (reply) => queryClient.setQueryData(key(token), reply.offer),
    onError: (error) => {
      if (isApiError(error) && error.status === 409)
        void queryClient.refetchQueries({ queryKey: key(token) });
    },
  });
}

export function fetchPublicOfferPdf(token: string): Promise<Blob | null> {
  return fetchFile(`/api/public/offers/${token}/pdf`);
}
