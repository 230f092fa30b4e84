import { StatementConfirmReplySchema } from '@kodumasinad/contract/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addToast } from '../../../../lib/state/messages';
import { adminPost } from '../../../lib/admin-api';
import { INVOICES_ENDPOINT } from './invoices-list';

/** POST /api/admin/bank-statements/{token}/confirm {lines: the ticked ones} → what was booked (a repeat books nothing more) and kept unmatched. */
export function useStatementConfirm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ token, lines }: { token: string; lines: number[] }) =>
      adminPost(`/api/admin/bank-statements/${token}/confirm`, { lines }, StatementConfirmReplySchema),
    onSuccess: async () => {
      addToast('Pangaväljavõte on kinnitatud.');
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin', 'invoices'] }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'list', INVOICES_ENDPOINT] }),
      ]);
    },
  });
}
