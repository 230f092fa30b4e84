import { AdminProductsListReplySchema } from '@kodumasinad/contract/admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminGet } from '../../../lib/admin-api';
import { productKeys } from './query-keys';

/** GET /api/admin/products?q=: products by code or title, for choosing add-ons and related ones. */
export function useProductSearch(q: string) {
  const text = q.trim();
  return useQuery({
    queryKey: productKeys.search(text),
    queryFn: () =>
      adminGet(
        `/api/admin/products?per_page=10&sort=code&dir=asc&q=${encodeURIComponent(text)}`,
        AdminProductsListReplySchema,
      ),
    enabled: text.length > 0,
    placeholderData: keepPreviousData,
  });
}
