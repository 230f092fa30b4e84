import {
  INVOICE_SORTS,
  INVOICE_STATUS_LABELS,
  type InvoiceSort,
  type InvoiceStatus,
} from '@kodumasinad/contract';
import type { InvoicesFilter } from './api/invoices-list';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function isStatus(value: string | null): value is InvoiceStatus {
  return value !== null && Object.hasOwn(INVOICE_STATUS_LABELS, value);
}

function isSort(value: string | null): value is InvoiceSort {
  return value !== null && (INVOICE_SORTS as readonly string[]).includes(value);
}

/** The list's filter lives in the URL query; unknown values are ignored. */
export function filterFromParams(params: URLSearchParams): InvoicesFilter {
  const status = params.get('status');
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const q = (params.get('q') ?? '').trim().slice(0, 30);
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  return {
    status: isStatus(status) ? status : undefined,
    from: DATE.test(from) ? from : undefined,
    to: DATE.test(to) ? to : undefined,
    q: q === '' ? undefined : q,
    sort: isSort(sort) ? sort : 'date_desc',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** /arved with the filter's query; defaults stay out of the URL. */
export function invoicesHref(filter: InvoicesFilter): string {
  const params = new URLSearchParams();
  if (filter.status) params.set('status', filter.status);
  if (filter.from) params.set('from', filter.from);
  if (filter.to) params.set('to', filter.to);
  if (filter.q) params.set('q', filter.q);
  if (filter.sort !== 'date_desc') params.set('sort', filter.sort);
  if (filter.page > 1) params.set('page', String(filter.page));
  const query = params.toString();
  return query ? `/arved?${query}` : '/arved';
}
