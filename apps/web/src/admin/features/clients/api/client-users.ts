import { ClientUsersReplySchema } from '@kodumasinad/contract/admin';
import { useQuery } from '@tanstack/react-query';
import { adminGet } from '../../../lib/admin-api';
import { clientUsersKey } from './client-update';

/** GET /api/admin/clients/{id}/users. */
export function useClientUsers(clientId: number) {
  return useQuery({
    queryKey: clientUsersKey(clientId),
    queryFn: async () =>
      (await adminGet(`/api/admin/clients/${clientId}/users`, ClientUsersReplySchema)).data,
  });
}
