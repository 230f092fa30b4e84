import { AdminProductReplySchema } from '@kodumasinad/contract/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminPost } from '../../../lib/admin-api';
import { ADMIN_LIST_KEY } from './query-keys';

/** POST /api/admin/products/{id}/duplicate: a hidden copy. */
export function useDuplicateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => adminPost(`/api/admin/products/${id}/duplicate`, {}, AdminProductReplySchema),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ADMIN_LIST_KEY });
    },
  });
}
