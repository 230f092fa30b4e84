import { AdminCategoryListReplySchema } from '@kodumasinad/contract/admin';
import { useQuery } from '@tanstack/react-query';
import { adminGet } from '../../../lib/admin-api';
import { taxonomyKeys } from './query-keys';

/** GET /api/admin/categories: the tree, top categories each followed by their children. */
export function useCategories() {
  return useQuery({
    queryKey: taxonomyKeys.categories,
    queryFn: () => adminGet('/api/admin/categories', AdminCategoryListReplySchema),
  });
}
