import { IntegrationsListReplySchema } from '@kodumasinad/contract/admin';
import { useQuery } from '@tanstack/react-query';
import { adminGet } from '../../../lib/admin-api';

export const INTEGRATIONS_ENDPOINT = '/api/admin/integrations';
export const INTEGRATIONS_KEY = ['admin', 'integrations'] as const;

/** GET /api/admin/integrations: every integration token, newest first, revoked ones too. */
export function useIntegrations() {
  return useQuery({
    queryKey: INTEGRATIONS_KEY,
    queryFn: () => adminGet(INTEGRATIONS_ENDPOINT, IntegrationsListReplySchema),
  });
}
