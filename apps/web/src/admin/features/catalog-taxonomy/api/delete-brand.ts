import { MessageReplySchema } from '@kodumasinad/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminDelete } from '../../../lib/admin-api';
import { taxonomyKeys } from './query-keys';

/** DELETE /api/admin/brands/{id}; refused (422) while products use it. */
export function useDeleteBrand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => adminDelete(`/api/admin/brands/${id}`, MessageReplySchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taxonomyKeys.brands }),
  });
}
