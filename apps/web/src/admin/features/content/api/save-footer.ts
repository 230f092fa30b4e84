import { AdminFooterReplySchema } from '@kodumasinad/contract/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminPost } from '../../../lib/admin-api';
import { contentKeys } from './query-keys';

/** POST /api/admin/footer. */
export function useSaveFooter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => adminPost('/api/admin/footer', { content }, AdminFooterReplySchema),
    onSuccess: (reply) => queryClient.setQueryData(contentKeys.footer, reply),
  });
}
