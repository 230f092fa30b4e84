import { AdminMenuReplySchema } from '@kodumasinad/contract/admin';
import { useQuery } from '@tanstack/react-query';
import { adminGet } from '../../../lib/admin-api';
import { contentKeys } from './query-keys';

/** GET /api/admin/menu: the secondary menu buyers see now, and whether it is an edited one. */
export function useAdminMenu() {
  return useQuery({
    queryKey: contentKeys.menu,
    queryFn: () => adminGet('/api/admin/menu', AdminMenuReplySchema),
  });
}
