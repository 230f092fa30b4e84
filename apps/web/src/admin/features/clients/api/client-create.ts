import { AdminClientReplySchema, type AdminClientFormValues } from '@kodumasinad/contract/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminPost } from '../../../lib/admin-api';

/** POST /api/admin/clients: a new client; 422 errors go on the form's fields. */
export function useCreateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: AdminClientFormValues) =>
      adminPost('/api/admin/clients', values, AdminClientReplySchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'list'] }),
  });
}
