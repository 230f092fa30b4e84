import { IntegrationReplySchema } from '@kodumasinad/contract/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminDelete } from '../../../lib/admin-api';
import { INTEGRATIONS_ENDPOINT, INTEGRATIONS_KEY } from './integrations-list';

/** DELETE /api/admin/integrations/{id}: the token stops working at once. */
export function useRevokeIntegration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => adminDelete(`${INTEGRATIONS_ENDPOINT}/${id}`, IntegrationReplySchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INTEGRATIONS_KEY }),
  });
}
