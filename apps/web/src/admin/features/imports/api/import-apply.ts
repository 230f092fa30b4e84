import { ImportReplySchema } from '@kodumasinad/contract/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminPost } from '../../../lib/admin-api';
import { importQueryKey } from './import';

/** POST /api/admin/imports/{id}/apply → 202 {import}: the apply starts as a background job. */
export function useImportApply(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await adminPost(`/api/admin/imports/${id}/apply`, {}, ImportReplySchema)).import,
    onSuccess: (data) => queryClient.setQueryData(importQueryKey(id), data),
  });
}
