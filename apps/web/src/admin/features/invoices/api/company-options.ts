import { AdminClientsListReplySchema } from '@kodumasinad/contract/admin';
import { useQuery } from '@tanstack/react-query';
import { adminGet } from '../../../lib/admin-api';

/** GET /api/admin/clients (first 100 by name) → the invoice list's company choices: id and name. */
export function useCompanyOptions() {
  return useQuery({
    queryKey: ['admin', 'invoices', 'companies'],
    queryFn: async ({ signal }) =>
      (
        await adminGet('/api/admin/clients?per_page=100&sort=name&dir=asc', AdminClientsListReplySchema, {
          signal,
        })
      ).data.map((client) => ({ id: client.id, name: client.name })),
    staleTime: 5 * 60_000,
  });
}
