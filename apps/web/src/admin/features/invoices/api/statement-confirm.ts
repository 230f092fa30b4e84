import { StatementConfirmReplySchema } from '@kodumasinad/contract/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminPost } from '../../../lib/admin-api';

/** POST /api/admin/bank-statements/{token}/confirm → what was booked (a repeat books nothing more). */
export function useStatementConfirm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      adminPost(`/api/admin/bank-statements/${token}/confirm`, {}, StatementConfirmReplySchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'invoices'] }),
  });
}
