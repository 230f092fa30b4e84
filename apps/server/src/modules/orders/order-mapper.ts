import {
  ORDER_STATUS_LABELS,
  OrderStatusSchema,
  PAYMENT_METHOD_CODES,
  PAYMENT_METHOD_LABELS,
  paymentStatusLabel,
  PaymentStatusSchema,
  TRANSPORT_LABELS,
  type Order,
  type OrdersListReply,
  type PaymentMethodCode,
} from '@kodumasinad/contract';
import { z } from 'zod';
import type { OrderRecord, OrderRowRecord, PaymentRecord } from '../../db/schema-orders.js';
import { isCounty, isTransportCode } from '../cart/transports.js';
import { parseStoredJson } from '../../platform/stored-json.js';

const ServicesSchema = z.array(z.object({ code: z.string(), title: z.string(), total: z.number().int() }));

const parseServices = (json: string): Order['services'] =>
  parseStoredJson(json, 'order services', ServicesSchema);

function isPaymentMethod(code: string | null): code is PaymentMethodCode {
  return code !== null && (PAYMENT_METHOD_CODES as readonly string[]).includes(code);
}

/** The stored status, read strictly: an unknown value would be a bug, shown as the safest state. */
function statusOf(record: OrderRecord) {
  const status = OrderStatusSchema.safeParse(record.status);
  const paymentStatus = PaymentStatusSchema.safeParse(record.payment_status);
  return {
    status: status.success ? status.data : 'open',
    payment_status: paymentStatus.success ? paymentStatus.data : 'open',
  } as const;
}

function listFields(record: OrderRecord) {
  const { status, payment_status } = statusOf(record);
  const method = isPaymentMethod(record.payment_method) ? record.payment_method : null;
  return {
    id: record.id,
    number: record.number,
    status,
    status_label: ORDER_STATUS_LABELS[status],
    payment_status,
    payment_status_label: paymentStatusLabel(status, payment_status),
    payment_method: method,
    payment_method_label: method === null ? null : PAYMENT_METHOD_LABELS[method],
    created_at: record.created_at,
    total: record.total,
    total_vat: record.total_vat,
    placed_by: record.placed_by,
  };
}

export interface OrderExtras {
  rows: readonly OrderRowRecord[];
  invoiceId: number | null;
  canContinue: boolean;
  /** Payments with status 'overpaid' or 'refunded'. */
  overpayments: readonly PaymentRecord[];
  /** The reason of the transition to cancelled (order_status_history), if any. */
  cancelReason: string | null;
}

export function toOverpayment(payment: PaymentRecord): Order['overpayments'][number] {
  const method = isPaymentMethod(payment.method) ? payment.method : null;
  return {
    amount: payment.amount_cents,
    received_at: payment.paid_at ?? payment.updated_at,
    method,
    method_label: method === null ? null : PAYMENT_METHOD_LABELS[method],
    refunded_at: payment.status === 'refunded' ? payment.refunded_at : null,
  };
}

/** The order's delivery address (migration 0030), or null when it goes to the contacts' address. */
export function deliveryOf(
  record: Pick<
    OrderRecord,
    | 'delivery_recipient_name'
    | 'delivery_recipient_phone'
    | 'delivery_address'
    | 'delivery_city'
    | 'delivery_postal_code'
    | 'delivery_county'
  >,
): Order['delivery'] {
  if (record.delivery_address === null || !isCounty(record.delivery_county)) return null;
  return {
    recipient_name: record.delivery_recipient_name ?? '',
    recipient_phone: record.delivery_recipient_phone ?? '',
    address: record.delivery_address,
    city: record.delivery_city ?? '',
    postal_code: record.delivery_postal_code ?? '',
    county: record.delivery_county,
  };
}

export function toOrder(record: OrderRecord, extras: OrderExtras): Order {
  const transportCode = record.transport_code;
  return {
    ...listFields(record),
    payment_term: record.payment_term,
    reference_number: record.reference_number,
    contacts: {
      company: record.company,
      contact_name: record.contact_name,
      phone: record.phone,
      email: record.email,
      address: record.address,
      city: record.city,
      postal_code: record.postal_code,
      county: isCounty(record.county) ? record.county : null,
      notes: record.notes,
    },
    transport: isTransportCode(transportCode)
      ? {
          code: transportCode,
          title: record.transport_title ?? TRANSPORT_LABELS[transportCode],
          county: isCounty(record.transport_county) ? record.transport_county : null,
          price: record.transport_price,
        }
      : null,
    delivery: deliveryOf(record),
    services: parseServices(record.services),
    rows: extras.rows.map((row) => ({
      product_id: row.product_id,
      title: row.title,
      code: row.code,
      quantity: row.quantity,
      price: row.price,
      total: row.total,
    })),
    products_total: record.products_total,
    vat: record.vat,
    invoice_id: extras.invoiceId,
    can_continue: extras.canContinue,
    overpayments: extras.overpayments.map(toOverpayment),
    cancel_reason: record.status === 'cancelled' ? extras.cancelReason : null,
  };
}

export function toListItem(record: OrderRecord, items: number): OrdersListReply['data'][number] {
  const { payment_method: _method, ...fields } = listFields(record);
  return { ...fields, items };
}

/** A failed or unfinished payment of an order still waiting can be paid again. */
export function paymentCanContinue(record: OrderRecord): boolean {
  return record.status === 'open' && (record.payment_status === 'failed' || record.payment_status === 'open');
}

/**
 * How long an open bank attempt is taken to be still payable at the bank (the banks end a payment
 * session well within this): paying again meanwhile reuses it (decision 065).
 */
export const OPEN_ATTEMPT_CONTINUED_MS = 30 * 60 * 1000;

/**
 * Whether a bank attempt is continued rather than replaced: still `open` and younger than
 * OPEN_ATTEMPT_CONTINUED_MS, so the bank may still complete it and its stamp is signed again
 * (orders and invoices' pay-now attempts alike, decision 065).
 */
export function attemptContinues(
  attempt: Pick<PaymentRecord, 'status' | 'created_at'> | undefined,
  now: Date,
): attempt is Pick<PaymentRecord, 'status' | 'created_at'> {
  return (
    attempt !== undefined &&
    attempt.status === 'open' &&
    now.getTime() - Date.parse(attempt.created_at) < OPEN_ATTEMPT_CONTINUED_MS
  );
}
