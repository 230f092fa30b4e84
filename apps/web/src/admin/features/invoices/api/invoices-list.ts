import { AdminInvoicesListReplySchema } from '@kodumasinad/contract/admin';
import { useAdminList } from '../../../lib/use-admin-list';
import type { ListState } from '../../../lib/use-list-params';

export const INVOICES_ENDPOINT = '/api/admin/invoices';
export const INVOICE_FILTERS = ['status', 'company', 'from', 'to'] as const;

/** GET /api/admin/invoices?… → {data, meta, summary}: one page for the URL's list state. */
export function useAdminInvoices(list: ListState) {
  return useAdminList(INVOICES_ENDPOINT, AdminInvoicesListReplySchema, list);
}
