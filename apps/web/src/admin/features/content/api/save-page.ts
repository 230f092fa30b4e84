import { AdminPageReplySchema } from '@kodumasinad/contract/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminPost } from '../../../lib/admin-api';
import { ADMIN_LIST_KEY, contentKeys } from './query-keys';

export interface PageValues {
  slug: string;
  title: string;
  content: string;
}

/** POST /api/admin/pages (new) or /api/admin/pages/{id} (save). */
export function useSavePage(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: PageValues) =>
      adminPost(id === null ? '/api/admin/pages' : `/api/admin/pages/${id}`, values, AdminPageReplySchema),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: contentKeys.pages });
      await queryClient.invalidateQueries({ queryKey: ADMIN_LIST_KEY });
    },
  });
}
