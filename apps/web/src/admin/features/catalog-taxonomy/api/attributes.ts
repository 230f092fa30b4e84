import { AdminAttributeListReplySchema } from '@kodumasinad/contract/admin';
import { useQuery } from '@tanstack/react-query';
import { adminGet } from '../../../lib/admin-api';
import { taxonomyKeys } from './query-keys';

/** GET /api/admin/attributes. */
export function useAttributes() {
  return useQuery({
    queryKey: taxonomyKeys.attributes,
    queryFn: () => adminGet('/api/admin/attributes', AdminAttributeListReplySchema),
  });
}
