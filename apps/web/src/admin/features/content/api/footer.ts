import { AdminFooterReplySchema } from '@kodumasinad/contract/admin';
import { useQuery } from '@tanstack/react-query';
import { adminGet } from '../../../lib/admin-api';
import { contentKeys } from './query-keys';

/** GET /api/admin/footer: the footer's HTML. */
export function useAdminFooter() {
  return useQuery({
    queryKey: contentKeys.footer,
    queryFn: () => adminGet('/api/admin/footer', AdminFooterReplySchema),
  });
}
