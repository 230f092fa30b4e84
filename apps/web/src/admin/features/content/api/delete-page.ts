import { MessageReplySchema } from '@kodumasinad/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminPost } from '../../../lib/admin-api';
import { ADMIN_LIST_KEY, contentKeys } from './query-keys';

/** POST /api/admin/pages/{id}/delete. */
export function useDeletePage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => adminPost(`/api/admin/pages/${id}/delete`, {}, MessageReplySchema),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: contentKeys.pages });
      await queryClient.invalidateQueries({ queryKey: ADMIN_LIST_KEY });
    },
  });
}
