import type { InvoiceSummary } from '@kodumasinad/contract';
import { formatCents } from '../../../../lib/format';

/** The outstanding and overdue money of the invoices the filters (status aside) select. */
export function InvoiceSums({ summary }: { summary: InvoiceSummary }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2" data-testid="invoice-sums">
      <div className="rounded-md border border-slate-200 bg-white p-4">
        <dt className="text-sm text-slate-600">Tasumata ({summary.unpaid_count})</dt>
        <dd className="text-xl font-semibold">{formatCents(summary.unpaid)}</dd>
      </div>
      <div className="rounded-md border border-red-200 bg-red-50 p-4">
        <dt className="text-sm text-red-800">Tähtaeg ületatud ({summary.overdue_count})</dt>
        <dd className="text-xl font-semibold text-red-900">{formatCents(summary.overdue)}</dd>
      </div>
    </dl>
  );
}
