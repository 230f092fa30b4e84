import { AdminClientsListReplySchema } from '@kodumasinad/contract/admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminGet } from '../../../lib/admin-api';
import { productKeys } from './query-keys';

/** GET /api/admin/clients?q=: the client picker of "Hinnad klientidele" (first 10 matches). */
export function useClientSearch(q: string) {
  const text = q.trim();
  return useQuery({
    queryKey: productKeys.clients(text),
    queryFn: () =>
      adminGet(`/api/admin/clients?per_page=10&q=${encodeURIComponent(text)}`, AdminClientsListReplySchema),
    enabled: text.length > 0,
    placeholderData: keepPreviousData,
  });
}
