import { UnmatchedCreditsReplySchema } from '@kodumasinad/contract/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminPost } from '../../../lib/admin-api';
import { unmatchedCreditsQueryOptions } from './unmatched-credits';

/** POST /api/admin/bank-statements/unmatched/{id}/dismiss → the open credits left; books nothing. */
export function useDismissUnmatchedCredit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      adminPost(`/api/admin/bank-statements/unmatched/${id}/dismiss`, {}, UnmatchedCreditsReplySchema),
    onSuccess: (reply) => queryClient.setQueryData(unmatchedCreditsQueryOptions.queryKey, reply.data),
  });
}
