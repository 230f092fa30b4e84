import { AdminProductsListReplySchema } from '@kodumasinad/contract/admin';
import { useAdminList } from '../../../lib/use-admin-list';
import type { ListState } from '../../../lib/use-list-params';

export const PRODUCTS_ENDPOINT = '/api/admin/products';

/** GET /api/admin/products: one page for the URL's search, filters and sort, with facet counts. */
export function useProductsList(list: ListState) {
  return useAdminList(PRODUCTS_ENDPOINT, AdminProductsListReplySchema, list);
}
