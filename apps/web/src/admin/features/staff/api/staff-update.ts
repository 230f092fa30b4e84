import type { FormValues } from '@kodumasinad/contract';
import { StaffAccountReplySchema, type staffUpdateForm } from '@kodumasinad/contract/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminPut } from '../../../lib/admin-api';
import { STAFF_ENDPOINT } from './staff-list';

/** `active` is 'true' or 'false', as the contract's form reads it. */
export type StaffUpdateValues = FormValues<typeof staffUpdateForm>;

/** PUT /api/admin/staff/{id}: name, role and whether the account is active. */
export function useUpdateStaff(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: StaffUpdateValues) =>
      adminPut(`${STAFF_ENDPOINT}/${id}`, values, StaffAccountReplySchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'list', STAFF_ENDPOINT] }),
  });
}
