import { AdminAttributeReplySchema, type AdminAttributeFormValues } from '@kodumasinad/contract/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminPost, adminPut } from '../../../lib/admin-api';
import { taxonomyKeys } from './query-keys';

/** POST /api/admin/attributes (id null) or PUT /api/admin/attributes/{id}. */
export function useSaveAttribute(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: AdminAttributeFormValues) =>
      id === null
        ? adminPost('/api/admin/attributes', values, AdminAttributeReplySchema)
        : adminPut(`/api/admin/attributes/${id}`, values, AdminAttributeReplySchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taxonomyKeys.attributes }),
  });
}
