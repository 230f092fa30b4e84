import { MessageReplySchema } from '@kodumasinad/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminPost } from '../../../lib/admin-api';
import { ADMIN_LIST_KEY, contentKeys } from './query-keys';

/** POST /api/admin/news/{id}/delete. */
export function useDeleteNews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => adminPost(`/api/admin/news/${id}/delete`, {}, MessageReplySchema),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: contentKeys.news });
      await queryClient.invalidateQueries({ queryKey: ADMIN_LIST_KEY });
    },
  });
}
