import { AdminClientsListReplySchema } from '@kodumasinad/contract/admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminGet } from '../../../lib/admin-api';

/** How many companies the invoice filter offers at once; a search narrows the rest. */
export const COMPANY_CHOICES = 100;

/**
 * GET /api/admin/clients (the first COMPANY_CHOICES by name, those matching `search` when one is
 * given: name, registry code, VAT number or an e-mail) → the invoice list's company choices, and
 * how many companies matched in all.
 */
export function useCompanyOptions(search: string) {
  const q = search.trim();
  return useQuery({
    queryKey: ['admin', 'invoices', 'companies', q],
    queryFn: async ({ signal }) => {
      const reply = await adminGet('/api/admin/clients', AdminClientsListReplySchema, {
        signal,
        query: { per_page: COMPANY_CHOICES, sort: 'name', dir: 'asc', q: q === '' ? undefined : q },
      });
      return {
        options: reply.data.map((client) => ({ id: client.id, name: client.name })),
        total: reply.meta.total,
      };
    },
    // While a new search is asked, the choices found before stay.
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}
