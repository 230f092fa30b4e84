import type { AdminInvoiceListItem } from '@kodumasinad/contract/admin';
import type { ExportCell } from '../../platform/spreadsheet-export.js';

/** The columns of /api/admin/invoices/export.csv: what the list shows (decision 040's format). */
export const INVOICE_EXPORT_HEADERS = [
  'Arve',
  'Viitenumber',
  'Ettevõte',
  'Tellimus',
  'Kuupäev',
  'Maksetähtaeg',
  'Summa km-ga',
  'Tasutud',
  'Tasumata',
  'Olek',
  'Meeldetuletusi',
] as const;

export function invoiceExportRow(invoice: AdminInvoiceListItem): ExportCell[] {
  return [
    { text: invoice.number },
    { text: invoice.reference_number },
    { text: invoice.company.name },
    { text: invoice.order_number },
    { date: invoice.issue_date },
    { date: invoice.due_date },
    { cents: invoice.total_vat },
    { cents: invoice.paid },
    { cents: invoice.outstanding },
    { text: invoice.status_label },
    { count: invoice.reminder_count },
  ];
}
