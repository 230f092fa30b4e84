import { AdminInvoicesListReplySchema } from '@kodumasinad/contract/admin';

export const INVOICES_ENDPOINT = '/api/admin/invoices';
export const INVOICE_FILTERS = ['status', 'company', 'from', 'to'] as const;

/** GET /api/admin/invoices?… → {data, meta, summary}: one page for the URL's list state (AdminList fetches it). */
export const invoicesList = { endpoint: INVOICES_ENDPOINT, schema: AdminInvoicesListReplySchema };
