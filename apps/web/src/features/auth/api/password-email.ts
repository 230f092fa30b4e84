import { type FormValues, type passwordEmailForm } from '@kodumasinad/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export type PasswordEmailValues = FormValues<typeof passwordEmailForm>;

/** POST /api/password/email: the server answers the same whether or not the address exists. */
export function usePasswordEmail() {
  return useMutation({
    mutationFn: (values: PasswordEmailValues) =>
      api.post('/api/password/email', values, 'MessageReplySchema', { rethrow: true }),
  });
}
