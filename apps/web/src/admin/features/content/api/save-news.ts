import { AdminNewsReplySchema } from '@kodumasinad/contract/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminPost } from '../../../lib/admin-api';
import { ADMIN_LIST_KEY, contentKeys } from './query-keys';

export interface NewsValues {
  title: string;
  /** yyyy-mm-dd */
  date: string;
  excerpt: string;
  content: string;
  /** "1" published, "" a draft (the contract form's spelling). */
  published: string;
}

/** POST /api/admin/news (new) or /api/admin/news/{id} (save). */
export function useSaveNews(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: NewsValues) =>
      adminPost(id === null ? '/api/admin/news' : `/api/admin/news/${id}`, values, AdminNewsReplySchema),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: contentKeys.news });
      await queryClient.invalidateQueries({ queryKey: ADMIN_LIST_KEY });
    },
  });
}
