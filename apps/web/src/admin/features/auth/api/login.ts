import { useMutation } from '@tanstack/react-query';
import { adminPost } from '../../../lib/admin-api';
import { AdminLoginReplySchema } from '../../../lib/core-contract';

export interface AdminLoginValues {
  email: string;
  password: string;
}

/** POST /api/admin/login: the password step; the reply says whether to enrol or ask for the code. */
export function useAdminLogin() {
  return useMutation({
    mutationFn: (values: AdminLoginValues) => adminPost('/api/admin/login', values, AdminLoginReplySchema),
  });
}
