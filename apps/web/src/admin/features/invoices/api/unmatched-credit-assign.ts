import { UnmatchedCreditsReplySchema } from '@kodumasinad/contract/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminPost } from '../../../lib/admin-api';
import { INVOICES_ENDPOINT } from './invoices-list';
import { unmatchedCreditsQueryOptions } from './unmatched-credits';

/** POST /api/admin/bank-statements/unmatched/{id}/assign {invoice} → the open credits left; books a payment. */
export function useAssignUnmatchedCredit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, invoice }: { id: number; invoice: string }) =>
      adminPost(
        `/api/admin/bank-statements/unmatched/${id}/assign`,
        { invoice },
        UnmatchedCreditsReplySchema,
      ),
    onSuccess: async (reply) => {
      queryClient.setQueryData(unmatchedCreditsQueryOptions.queryKey, reply.data);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin', 'list', INVOICES_ENDPOINT] }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'invoices', 'detail'] }),
      ]);
    },
  });
}
