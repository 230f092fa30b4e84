import { AdminMenuReplySchema, type AdminMenuRequest } from '@kodumasinad/contract/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminPost } from '../../../lib/admin-api';
import { contentKeys } from './query-keys';

/** POST /api/admin/menu: saves the whole menu. */
export function useSaveMenu() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (menu: AdminMenuRequest) => adminPost('/api/admin/menu', menu, AdminMenuReplySchema),
    onSuccess: (reply) => queryClient.setQueryData(contentKeys.menu, reply),
  });
}
