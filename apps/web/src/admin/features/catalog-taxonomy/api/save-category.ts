import { AdminCategoryReplySchema, type AdminCategoryFormValues } from '@kodumasinad/contract/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminPost, adminPut } from '../../../lib/admin-api';
import { taxonomyKeys } from './query-keys';

/** POST /api/admin/categories (id null) or PUT /api/admin/categories/{id}: the whole category. */
export function useSaveCategory(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: AdminCategoryFormValues) =>
      id === null
        ? adminPost('/api/admin/categories', values, AdminCategoryReplySchema)
        : adminPut(`/api/admin/categories/${id}`, values, AdminCategoryReplySchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taxonomyKeys.categories }),
  });
}
