import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_ME_QUERY_KEY, adminPost } from '../../../lib/admin-api';
import { AdminTotpReplySchema } from '../../../lib/core-contract';

/** POST /api/admin/login/totp: the one-time code; the reply's staff member is the one signed in. */
export function useAdminLoginTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => adminPost('/api/admin/login/totp', { code }, AdminTotpReplySchema),
    onSuccess: (reply) => queryClient.setQueryData(ADMIN_ME_QUERY_KEY, reply),
  });
}
