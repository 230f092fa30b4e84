import type { FormValues } from '@kodumasinad/contract';
import { StaffAccountReplySchema, type staffCreateForm } from '@kodumasinad/contract/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminPost } from '../../../lib/admin-api';
import { STAFF_ENDPOINT } from './staff-list';

export type StaffCreateValues = FormValues<typeof staffCreateForm>;

/** POST /api/admin/staff: a new staff member; the list is loaded again. */
export function useCreateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: StaffCreateValues) => adminPost(STAFF_ENDPOINT, values, StaffAccountReplySchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'list', STAFF_ENDPOINT] }),
  });
}
