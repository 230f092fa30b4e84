import { ORDER_STATUS_LABELS, type OrderStatus } from '@kodumasinad/contract';
import type { OrdersFilter } from './api/orders-list';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function isStatus(value: string | null): value is OrderStatus {
  return value !== null && Object.hasOwn(ORDER_STATUS_LABELS, value);
}

/** The list's filter lives in the URL query (status, from, to, page); unknown values are ignored. */
export function filterFromParams(params: URLSearchParams): OrdersFilter {
  const status = params.get('status');
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const page = Number(params.get('page'));
  return {
    status: isStatus(status) ? status : undefined,
    from: DATE.test(from) ? from : undefined,
    to: DATE.test(to) ? to : undefined,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** /tellimused with the filter's query; page 1 and empty values stay out of the URL. */
export function ordersHref(filter: OrdersFilter): string {
  const params = new URLSearchParams();
  if (filter.status) params.set('status', filter.status);
  if (filter.from) params.set('from', filter.from);
  if (filter.to) params.set('to', filter.to);
  if (filter.page > 1) params.set('page', String(filter.page));
  const query = params.toString();
  return query ? `/tellimused?${query}` : '/tellimused';
}
