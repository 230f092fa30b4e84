import { AdminOrderReplySchema, type AdminOrder } from '@kodumasinad/contract/admin';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { adminGet } from '../../../lib/admin-api';

export const adminOrderKey = (id: number) => ['admin', 'orders', 'detail', id] as const;

/** GET /api/admin/orders/{id}: the order with its client, payments, invoice and history. */
export const adminOrderQueryOptions = (id: number) =>
  queryOptions({
    queryKey: adminOrderKey(id),
    queryFn: async ({ signal }) =>
      (await adminGet(`/api/admin/orders/${id}`, AdminOrderReplySchema, { signal })).data,
    // Payments and other staff members change it behind the page.
    staleTime: 0,
  });

export function useAdminOrder(id: number) {
  return useQuery(adminOrderQueryOptions(id));
}

/** A transition answered the order as it is now: show it, and let the lists load again. */
export function storeAdminOrder(queryClient: QueryClient, order: AdminOrder): void {
  queryClient.setQueryData(adminOrderKey(order.id), order);
  void queryClient.invalidateQueries({ queryKey: ['admin', 'list', '/api/admin/orders'] });
  void queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] });
}
