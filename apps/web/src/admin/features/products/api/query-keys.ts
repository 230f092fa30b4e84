/** The product screens' query keys; every save invalidates the products and the lists. */
export const productKeys = {
  all: ['admin', 'products'] as const,
  item: (id: number) => ['admin', 'products', 'item', id] as const,
  options: ['admin', 'products', 'options'] as const,
  search: (q: string) => ['admin', 'products', 'search', q] as const,
  clientPrices: (id: number, clientId: number) =>
    ['admin', 'products', 'client-prices', id, clientId] as const,
  clients: (q: string) => ['admin', 'products', 'clients', q] as const,
};

/** useAdminList's keys start so (admin/lib/use-admin-list.ts): saving refreshes the lists. */
export const ADMIN_LIST_KEY = ['admin', 'list'] as const;
