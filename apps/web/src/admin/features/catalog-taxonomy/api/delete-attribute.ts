import { MessageReplySchema } from '@kodumasinad/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminDelete } from '../../../lib/admin-api';
import { taxonomyKeys } from './query-keys';

/** DELETE /api/admin/attributes/{id}; refused (422) while products use it. */
export function useDeleteAttribute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => adminDelete(`/api/admin/attributes/${id}`, MessageReplySchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taxonomyKeys.attributes }),
  });
}
