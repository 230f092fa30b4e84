import { useMutation } from '@tanstack/react-query';
import { StaffLoginReplySchema } from '@kodumasinad/contract/admin';
import { adminPost } from '../../../lib/admin-api';

export interface AdminLoginValues {
  email: string;
  password: string;
}

/** POST /api/admin/login: the password step; the reply says whether to enrol or ask for the code. */
export function useAdminLogin() {
  return useMutation({
    mutationFn: (values: AdminLoginValues) => adminPost('/api/admin/login', values, StaffLoginReplySchema),
  });
}
