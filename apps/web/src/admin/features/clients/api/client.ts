import { AdminClientReplySchema } from '@kodumasinad/contract/admin';
import { useQuery } from '@tanstack/react-query';
import { adminGet } from '../../../lib/admin-api';

export const clientKey = (id: number) => ['admin', 'client', id] as const;

/** GET /api/admin/clients/{id}: the client with its discounts. */
export function useClient(id: number) {
  return useQuery({
    queryKey: clientKey(id),
    queryFn: async () => (await adminGet(`/api/admin/clients/${id}`, AdminClientReplySchema)).data,
    retry: false,
  });
}
