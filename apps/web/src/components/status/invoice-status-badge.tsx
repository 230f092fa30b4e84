import { INVOICE_STATUS_LABELS, type InvoiceStatus } from '@kodumasinad/contract';

const tone: Record<InvoiceStatus, string> = {
  unpaid: 'bg-amber-100 text-amber-900',
  partly_paid: 'bg-brand-100 text-brand-900',
  paid: 'bg-green-100 text-green-800',
  overdue: 'bg-red-100 text-red-800',
  credited: 'bg-slate-200 text-slate-700',
};

/** Maksmata, Osaliselt makstud, Makstud, Tähtaeg ületatud, Krediteeritud. */
export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  return (
    <span
      data-testid="invoice-status"
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ${tone[status]}`}
    >
      {INVOICE_STATUS_LABELS[status]}
    </span>
  );
}
