import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { setUser } from '../../../lib/state/user';

/** POST /api/user/logo/remove → the user without a logo. */
export function useRemoveLogo() {
  return useMutation({
    mutationFn: () => api.post('/api/user/logo/remove', {}, 'UserReplySchema', { rethrow: true }),
    onSuccess: (reply) => setUser(reply.data),
  });
}
