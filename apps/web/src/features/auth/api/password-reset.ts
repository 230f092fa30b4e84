import { type FormValues, type passwordResetForm } from '@kodumasinad/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { setUser } from '../../../lib/state/user';

export type PasswordResetValues = FormValues<typeof passwordResetForm>;

/** POST /api/password/reset: a successful reset logs the user in ({data: user, csrf_token}). */
export function usePasswordReset() {
  return useMutation({
    mutationFn: (values: PasswordResetValues) =>
      api.post('/api/password/reset', values, 'LoginReplySchema', { rethrow: true }),
    onSuccess: (reply) => setUser(reply.data),
  });
}
