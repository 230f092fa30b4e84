import { AdminCategoryListReplySchema } from '@kodumasinad/contract/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminPost } from '../../../lib/admin-api';
import { taxonomyKeys } from './query-keys';

/** POST /api/admin/categories/order: one level's categories in their new order. */
export function useOrderCategories() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (order: { parent_id: number | null; ids: number[] }) =>
      adminPost('/api/admin/categories/order', order, AdminCategoryListReplySchema),
    onSuccess: (reply) => queryClient.setQueryData(taxonomyKeys.categories, reply),
  });
}
