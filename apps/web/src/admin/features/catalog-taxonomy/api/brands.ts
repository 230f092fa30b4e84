import { AdminBrandListReplySchema } from '@kodumasinad/contract/admin';
import { useQuery } from '@tanstack/react-query';
import { adminGet } from '../../../lib/admin-api';
import { taxonomyKeys } from './query-keys';

/** GET /api/admin/brands. */
export function useBrands() {
  return useQuery({
    queryKey: taxonomyKeys.brands,
    queryFn: () => adminGet('/api/admin/brands', AdminBrandListReplySchema),
  });
}
