import { type FormValues, type loginForm } from '@kodumasinad/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { setUser } from '../../../lib/state/user';

export type LoginValues = FormValues<typeof loginForm>;

/** POST /api/login; the reply's csrf_token is taken over by the API client. */
export function useLogin() {
  return useMutation({
    mutationFn: (values: LoginValues) =>
      api.post('/api/login', values, 'LoginReplySchema', { rethrow: true }),
    onSuccess: (reply) => setUser(reply.data),
  });
}
