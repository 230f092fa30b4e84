import type { Overpayment } from '@kodumasinad/contract';
import { formatCents, formatDate } from '../../../lib/format';

/**
 * Money that reached the seller after the order (or the invoice paid now) was already paid (a
 * stale bank form paid too): the buyer is told it was received and will be refunded, or when it
 * was (decisions 013, 065).
 */
export function OverpaymentNotice({
  overpayments,
  paid = 'tellimus',
  className = '',
}: {
  overpayments: readonly Overpayment[];
  /** What had been paid already: the order, or the invoice. */
  paid?: 'tellimus' | 'arve';
  className?: string;
}) {
  if (overpayments.length === 0) return null;
  return (
    <div
      role="status"
      data-testid="order-overpayments"
      className={`rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900 ${className}`}
    >
      {overpayments.map((overpayment, index) => (
        <p key={index}>
          Enammakse {formatCents(overpayment.amount)}
          {overpayment.method_label &&
            ` (${overpayment.method_label}, ${formatDate(overpayment.received_at)})`}{' '}
          — see makse laekus pärast seda, kui {paid} oli juba tasutud.{' '}
          {overpayment.refunded_at === null
            ? 'Tagastame selle maksja kontole.'
            : `Tagastasime selle ${formatDate(overpayment.refunded_at)}.`}
        </p>
      ))}
    </div>
  );
}
