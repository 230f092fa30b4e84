import { ClientUserReplySchema } from '@kodumasinad/contract/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminPost } from '../../../lib/admin-api';
import { clientUsersKey } from './client-update';

/** POST /api/admin/users/{id}/password-reset. */
export function useSendPasswordReset(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) =>
      adminPost(`/api/admin/users/${userId}/password-reset`, {}, ClientUserReplySchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientUsersKey(clientId) }),
  });
}
