import { AdminClientReplySchema, type AdminClientFormValues } from '@kodumasinad/contract/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminPut } from '../../../lib/admin-api';
import { clientKey } from './client';

/** PUT /api/admin/clients/{id}: the whole form, blocking included. */
export function useUpdateClient(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: AdminClientFormValues) =>
      adminPut(`/api/admin/clients/${id}`, values, AdminClientReplySchema),
    onSuccess: async (reply) => {
      queryClient.setQueryData(clientKey(id), reply.data);
      await queryClient.invalidateQueries({ queryKey: ['admin', 'list'] });
      await queryClient.invalidateQueries({ queryKey: clientUsersKey(id) });
    },
  });
}

export const clientUsersKey = (clientId: number) => ['admin', 'client-users', clientId] as const;
