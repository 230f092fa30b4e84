import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '../../../lib/api';
import { clearUser } from '../../../lib/state/user';

/** SPEC §4 Logout: call logout, go to /login, clear the current user (and their cached data). */
export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/api/logout', {}, 'LogoutReplySchema'),
    onSettled: async () => {
      await navigate('/login');
      clearUser();
      queryClient.removeQueries();
    },
  });
}
