import { AdminProductReplySchema, type AdminProductFormValues } from '@kodumasinad/contract/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminPost, adminPut } from '../../../lib/admin-api';
import { ADMIN_LIST_KEY, productKeys } from './query-keys';

/** POST /api/admin/products (new) or PUT /api/admin/products/{id} (the whole product). */
export function useSaveProduct(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminProductFormValues) =>
      id === null
        ? adminPost('/api/admin/products', body, AdminProductReplySchema)
        : adminPut(`/api/admin/products/${id}`, body, AdminProductReplySchema),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: productKeys.all });
      await queryClient.invalidateQueries({ queryKey: ADMIN_LIST_KEY });
    },
  });
}
