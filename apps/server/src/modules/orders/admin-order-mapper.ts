import {
  INVOICE_STATUS_LABELS,
  ORDER_STATUS_LABELS,
  OrderStatusSchema,
  PAYMENT_METHOD_CODES,
  PAYMENT_METHOD_LABELS,
  paymentStatusLabel,
  PaymentStatusSchema,
  invoiceStatus,
  type OrderStatus,
  type PaymentMethodCode,
} from '@kodumasinad/contract';
import {
  PAYMENT_ATTEMPT_LABELS,
  allowedTransitions,
  type AdminOrder,
  type AdminOrderListItem,
} from '@kodumasinad/contract/admin';
import type { OrderStatusHistoryRecord } from '../../db/schema-admin-orders.js';
import type { InvoiceRecord, OrderRecord, OrderRowRecord, PaymentRecord } from '../../db/schema-orders.js';
import { paymentCanContinue, toOrder } from './order-mapper.js';
import type { AdminOrderListRecord } from './orders.repository.js';

const isMethod = (code: string | null): code is PaymentMethodCode =>
  code !== null && (PAYMENT_METHOD_CODES as readonly string[]).includes(code);

/** A stored status read strictly; an unknown value (a bug) shows as the safest state, open. */
export const orderStatusOf = (value: string): OrderStatus => OrderStatusSchema.catch('open').parse(value);

export function toAdminListItem(record: AdminOrderListRecord): AdminOrderListItem {
  const status = orderStatusOf(record.status);
  const paymentStatus = PaymentStatusSchema.catch('open').parse(record.payment_status);
  const method = isMethod(record.payment_method) ? record.payment_method : null;
  return {
    id: record.id,
    number: record.number,
    created_at: record.created_at,
    client_id: record.b2b_client_id,
    client_name: record.client_name,
    placed_by: record.placed_by,
    status,
    status_label: ORDER_STATUS_LABELS[status],
    payment_status: paymentStatus,
    payment_status_label: paymentStatusLabel(status, paymentStatus),
    payment_method: method,
    payment_method_label: method === null ? null : PAYMENT_METHOD_LABELS[method],
    total: record.total,
    total_vat: record.total_vat,
  };
}

export interface AdminOrderParts {
  rows: readonly OrderRowRecord[];
  payments: readonly PaymentRecord[];
  invoice: InvoiceRecord | undefined;
  history: readonly OrderStatusHistoryRecord[];
  client: { id: number; name: string; registry_code: string | null };
  user: { id: number; name: string; email: string } | undefined;
  /** The Estonian day, for the invoice's status. */
  today: string;
}

/** The order as the buyer sees it, with the client, payments, invoice, history and next steps. */
export function toAdminOrder(record: OrderRecord, parts: AdminOrderParts): AdminOrder {
  const { invoice, history } = parts;
  const cancellation = history.findLast((change) => change.to_status === 'cancelled');
  const base = toOrder(record, {
    rows: parts.rows,
    invoiceId: invoice?.id ?? null,
    canContinue: paymentCanContinue(record),
    overpayments: parts.payments.filter(
      (payment) => payment.status === 'overpaid' || payment.status === 'refunded',
    ),
    cancelReason: cancellation?.reason ?? null,
  });
  const invoiceState =
    invoice === undefined
      ? null
      : invoiceStatus({
          credited: invoice.status === 'credited',
          totalVat: invoice.total_vat,
          paid: invoice.paid,
          dueDate: invoice.due_date,
          today: parts.today,
        });
  return {
    ...base,
    client: { ...parts.client, registry_code: parts.client.registry_code ?? '' },
    user: parts.user ?? null,
    payments: parts.payments.map((payment) => ({
      id: payment.id,
      method: payment.method,
      method_label: isMethod(payment.method) ? PAYMENT_METHOD_LABELS[payment.method] : payment.method,
      status: payment.status,
      status_label: PAYMENT_ATTEMPT_LABELS[payment.status] ?? payment.status,
      amount: payment.amount_cents,
      reference: payment.reference,
      transaction_id: payment.transaction_id,
      paid_at: payment.paid_at,
      created_at: payment.created_at,
    })),
    invoice:
      invoice === undefined || invoiceState === null
        ? null
        : {
            id: invoice.id,
            number: invoice.number,
            issue_date: invoice.issue_date,
            due_date: invoice.due_date,
            total_vat: invoice.total_vat,
            paid: invoice.paid,
            status: invoiceState,
            status_label: INVOICE_STATUS_LABELS[invoiceState],
          },
    history: history.map((change) => {
      const from = orderStatusOf(change.from_status);
      const to = orderStatusOf(change.to_status);
      return {
        from_status: from,
        from_label: ORDER_STATUS_LABELS[from],
        to_status: to,
        to_label: ORDER_STATUS_LABELS[to],
        reason: change.reason,
        staff_name: change.staff_name,
        created_at: change.created_at,
      };
    }),
    transitions: allowedTransitions(base.status),
  };
}
