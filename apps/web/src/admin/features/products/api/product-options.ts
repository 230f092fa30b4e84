import { AdminProductOptionsReplySchema } from '@kodumasinad/contract/admin';
import { useQuery } from '@tanstack/react-query';
import { adminGet } from '../../../lib/admin-api';
import { productKeys } from './query-keys';

/** GET /api/admin/products/options: the categories, brands and attributes the editor chooses from. */
export function useProductOptions() {
  return useQuery({
    queryKey: productKeys.options,
    queryFn: () => adminGet('/api/admin/products/options', AdminProductOptionsReplySchema),
    staleTime: 60_000,
  });
}
