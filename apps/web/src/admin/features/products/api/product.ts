import { AdminProductReplySchema } from '@kodumasinad/contract/admin';
import { useQuery } from '@tanstack/react-query';
import { adminGet } from '../../../lib/admin-api';
import { productKeys } from './query-keys';

/** GET /api/admin/products/{id}: one product to edit. */
export function useProduct(id: number | null) {
  return useQuery({
    queryKey: productKeys.item(id ?? 0),
    queryFn: () => adminGet(`/api/admin/products/${id}`, AdminProductReplySchema),
    enabled: id !== null,
  });
}
