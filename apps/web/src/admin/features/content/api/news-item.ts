import { AdminNewsReplySchema } from '@kodumasinad/contract/admin';
import { useQuery } from '@tanstack/react-query';
import { adminGet } from '../../../lib/admin-api';
import { contentKeys } from './query-keys';

/** GET /api/admin/news/{id}: one news item to edit. */
export function useNewsItem(id: number | null) {
  return useQuery({
    queryKey: [...contentKeys.news, 'item', id],
    queryFn: () => adminGet(`/api/admin/news/${id}`, AdminNewsReplySchema),
    enabled: id !== null,
  });
}
