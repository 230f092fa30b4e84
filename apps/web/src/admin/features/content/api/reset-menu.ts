import { AdminMenuReplySchema } from '@kodumasinad/contract/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminPost } from '../../../lib/admin-api';
import { contentKeys } from './query-keys';

/** POST /api/admin/menu/reset: back to the menu made from the categories. */
export function useResetMenu() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => adminPost('/api/admin/menu/reset', {}, AdminMenuReplySchema),
    onSuccess: (reply) => queryClient.setQueryData(contentKeys.menu, reply),
  });
}
