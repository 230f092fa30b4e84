import { ClientUserReplySchema, type ClientUserInviteValues } from '@kodumasinad/contract/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminPost } from '../../../lib/admin-api';
import { clientUsersKey } from './client-update';

/** POST /api/admin/clients/{id}/users: invite a person by e-mail. */
export function useInviteUser(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: ClientUserInviteValues) =>
      adminPost(`/api/admin/clients/${clientId}/users`, values, ClientUserReplySchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientUsersKey(clientId) }),
  });
}
