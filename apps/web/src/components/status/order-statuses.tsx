import {
  ORDER_STATUS_LABELS,
  paymentStatusLabel,
  type OrderStatus,
  type PaymentStatus,
} from '@kodumasinad/contract';

const orderTone: Record<OrderStatus, string> = {
  open: 'bg-amber-100 text-amber-900',
  confirmed: 'bg-green-100 text-green-800',
  cancelled: 'bg-slate-200 text-slate-700',
  archived: 'bg-slate-100 text-slate-600',
};

const paymentTone: Record<PaymentStatus, string> = {
  open: 'bg-amber-100 text-amber-900',
  closed: 'bg-green-100 text-green-800',
  invoice: 'bg-brand-100 text-brand-900',
  failed: 'bg-red-100 text-red-800',
};

const badge = 'inline-block rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap';

/** The order status label of SPEC §4 (Ootel, Tühistatud, Kinnitatud, Arhiveeritud). */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span data-testid="order-status" className={`${badge} ${orderTone[status]}`}>
      {ORDER_STATUS_LABELS[status]}
    </span>
  );
}

/**
 * The payment status label of SPEC §4 (Kinnitatud, Makse ebaõnnestunud, Maksan hiljem, Pooleli),
 * or Tühistatud for a cancelled order that was not paid.
 */
export function PaymentStatusBadge({
  status,
  orderStatus,
}: {
  status: PaymentStatus;
  orderStatus: OrderStatus;
}) {
  const label = paymentStatusLabel(orderStatus, status);
  // A cancelled order's unpaid payment is over, not pending: "Tühistatud" in grey (issue 22 #26).
  const tone = orderStatus === 'cancelled' && status !== 'closed' ? orderTone.cancelled : paymentTone[status];
  return (
    <span data-testid="payment-status" className={`${badge} ${tone}`}>
      {label}
    </span>
  );
}
