import { type OrderStatus } from '@kodumasinad/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { queryGet } from '../../../lib/api';

export interface OrdersFilter {
  status?: OrderStatus;
  /** yyyy-mm-dd, inclusive. */
  from?: string;
  to?: string;
  page: number;
}

/** GET /api/orders?status&from&to&page → {data, meta}. */
export const ordersListQueryOptions = (filter: OrdersFilter) =>
  queryOptions({
    queryKey: ['orders', 'list', filter],
    queryFn: ({ signal }) =>
      queryGet('/api/orders', 'OrdersListReplySchema', {
        signal,
        query: { status: filter.status, from: filter.from, to: filter.to, page: filter.page },
      }),
    placeholderData: keepPreviousData,
  });

export function useOrdersList(filter: OrdersFilter) {
  return useQuery(ordersListQueryOptions(filter));
}
