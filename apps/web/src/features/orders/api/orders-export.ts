import { downloadListExport, type ExportFormat } from '../../../lib/api';
import type { OrdersFilter } from './orders-list';

export type { ExportFormat };

/** GET /api/orders/export.csv|.xlsx with the list's filter, saved as a download (decision 040). */
export function downloadOrdersExport(filter: OrdersFilter, format: ExportFormat): Promise<void> {
  return downloadListExport(
    `/api/orders/export.${format}`,
    { status: filter.status, from: filter.from, to: filter.to },
    `tellimused.${format}`,
  );
}
