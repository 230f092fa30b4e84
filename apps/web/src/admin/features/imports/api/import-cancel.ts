import { ImportReplySchema } from '@kodumasinad/contract/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addToast } from '../../../../lib/state/messages';
import { adminPost } from '../../../lib/admin-api';
import { importQueryKey } from './import';

/** POST /api/admin/imports/{id}/cancel → {import}: batches already applied stay. */
export function useImportCancel(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await adminPost(`/api/admin/imports/${id}/cancel`, {}, ImportReplySchema)).import,
    onSuccess: (data) => {
      addToast('Import on katkestatud.');
      queryClient.setQueryData(importQueryKey(id), data);
    },
  });
}
