import { useMutation, useQueryClient } from '@tanstack/react-query';
import { StaffTotpReplySchema } from '@kodumasinad/contract/admin';
import { ADMIN_ME_QUERY_KEY, adminPost } from '../../../lib/admin-api';

/** POST /api/admin/login/totp: the one-time code; the reply's staff member is the one signed in. */
export function useAdminLoginTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => adminPost('/api/admin/login/totp', { code }, StaffTotpReplySchema),
    onSuccess: (reply) => queryClient.setQueryData(ADMIN_ME_QUERY_KEY, reply),
  });
}
