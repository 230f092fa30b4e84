import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminPost } from '../../../lib/admin-api';
import { ADMIN_LOGIN_PATH, adminNavigate } from '../../../lib/admin-navigation';

/** POST /api/admin/logout, then everything cached is forgotten and the sign-in screen shown. */
export function useAdminLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => adminPost('/api/admin/logout', {}, null),
    onSettled: async () => {
      queryClient.clear();
      await adminNavigate(ADMIN_LOGIN_PATH);
    },
  });
}
