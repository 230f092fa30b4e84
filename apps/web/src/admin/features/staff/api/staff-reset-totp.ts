import { StaffAccountReplySchema } from '@kodumasinad/contract/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminPost } from '../../../lib/admin-api';
import { STAFF_ENDPOINT } from './staff-list';

/** POST /api/admin/staff/{id}/reset-totp: the member enrols a new authenticator at the next sign-in. */
export function useResetStaffTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => adminPost(`${STAFF_ENDPOINT}/${id}/reset-totp`, {}, StaffAccountReplySchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'list', STAFF_ENDPOINT] }),
  });
}
