import { type Pricelist } from '@kodumasinad/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { pageReload } from '../../../lib/navigation';
import { setUser } from '../../../lib/state/user';

/** POST /api/user/pricelist/{name}, then the page reloads so every price is shown anew (SPEC §4). */
export function useSwitchPricelist() {
  return useMutation({
    mutationFn: (name: Pricelist) => api.post(`/api/user/pricelist/${name}`, {}, 'UserReplySchema'),
    onSuccess: (reply) => {
      if (!reply) return;
      setUser(reply.data);
      pageReload.reload();
    },
  });
}
