import { MessageReplySchema } from '@kodumasinad/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminDelete } from '../../../lib/admin-api';
import { taxonomyKeys } from './query-keys';

/** DELETE /api/admin/categories/{id}; refused (422) while it has products or children. */
export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => adminDelete(`/api/admin/categories/${id}`, MessageReplySchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taxonomyKeys.categories }),
  });
}
