import { AdminBrandReplySchema, type AdminBrandFormValues } from '@kodumasinad/contract/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminPost, adminPut } from '../../../lib/admin-api';
import { taxonomyKeys } from './query-keys';

/** POST /api/admin/brands (id null) or PUT /api/admin/brands/{id}. */
export function useSaveBrand(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: AdminBrandFormValues) =>
      id === null
        ? adminPost('/api/admin/brands', values, AdminBrandReplySchema)
        : adminPut(`/api/admin/brands/${id}`, values, AdminBrandReplySchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taxonomyKeys.brands }),
  });
}
