import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { setUser } from '../../../lib/state/user';

/** POST /api/user, multipart (SPEC §7): the reply's data.data is the user, kept as the current user. */
export function useSaveSettings() {
  return useMutation({
    mutationFn: (form: FormData) => api.post('/api/user', form, 'UserReplySchema', { rethrow: true }),
    onSuccess: (reply) => setUser(reply.data),
  });
}
