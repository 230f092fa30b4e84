import { type FormValues, type inviteAcceptForm } from '@kodumasinad/contract';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api, queryGet } from '../../../lib/api';
import { setUser } from '../../../lib/state/user';

export type InviteAcceptValues = FormValues<typeof inviteAcceptForm>;

/** GET /api/invite/{token}: who the invitation is for; 404 used, 410 expired (the screen shows why). */
export const inviteQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['invite', token] as const,
    queryFn: async ({ signal }) =>
      (await queryGet(`/api/invite/${token}`, 'InviteReplySchema', { signal, showErrorMessage: false })).data,
    retry: false,
  });

export function useInvite(token: string) {
  return useQuery(inviteQueryOptions(token));
}

/** POST /api/invite/{token}: the first password; the reply signs the user in ({data: user, csrf_token}). */
export function useAcceptInvite(token: string) {
  return useMutation({
    mutationFn: (values: InviteAcceptValues) =>
      api.post(`/api/invite/${token}`, values, 'LoginReplySchema', { rethrow: true }),
    onSuccess: (reply) => setUser(reply.data),
  });
}
