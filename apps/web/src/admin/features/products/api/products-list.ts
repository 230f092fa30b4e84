import { AdminProductsListReplySchema } from '@kodumasinad/contract/admin';

export const PRODUCTS_ENDPOINT = '/api/admin/products';

/** GET /api/admin/products: one page for the URL's search, filters and sort, with facet counts (AdminList fetches it). */
export const productsList = { endpoint: PRODUCTS_ENDPOINT, schema: AdminProductsListReplySchema };
