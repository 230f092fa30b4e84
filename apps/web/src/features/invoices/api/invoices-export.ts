import { downloadListExport, type ExportFormat } from '../../../lib/api';
import type { InvoicesFilter } from './invoices-list';

/**
 * GET /api/invoices/export.csv|.xlsx with the list's filter, search and sort (not its page),
 * saved as a download (decision 040).
 */
export function downloadInvoicesExport(filter: InvoicesFilter, format: ExportFormat): Promise<void> {
  return downloadListExport(
    `/api/invoices/export.${format}`,
    {
      status: filter.status,
      from: filter.from,
      to: filter.to,
      q: filter.q,
      sort: filter.sort === 'date_desc' ? undefined : filter.sort,
    },
    `arved.${format}`,
  );
}
