import { AdminPageReplySchema } from '@kodumasinad/contract/admin';
import { useQuery } from '@tanstack/react-query';
import { adminGet } from '../../../lib/admin-api';
import { contentKeys } from './query-keys';

/** GET /api/admin/pages/{id}: one page to edit. */
export function usePage(id: number | null) {
  return useQuery({
    queryKey: [...contentKeys.pages, 'item', id],
    queryFn: () => adminGet(`/api/admin/pages/${id}`, AdminPageReplySchema),
    enabled: id !== null,
  });
}
