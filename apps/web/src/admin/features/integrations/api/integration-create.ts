import { IntegrationCreateReplySchema, type IntegrationCreateValues } from '@kodumasinad/contract/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminPost } from '../../../lib/admin-api';
import { INTEGRATIONS_ENDPOINT, INTEGRATIONS_KEY } from './integrations-list';

/** POST /api/admin/integrations {name, scopes}: the new token and, this once, its secret. */
export function useCreateIntegration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: IntegrationCreateValues) =>
      adminPost(INTEGRATIONS_ENDPOINT, values, IntegrationCreateReplySchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INTEGRATIONS_KEY }),
  });
}
