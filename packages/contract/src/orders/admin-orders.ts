import { z } from 'zod';
import { dataReply, listReply, ReplyExtrasSchema } from '../common.js';
import { InvoiceListItemSchema } from '../invoices/invoices.js';
import {
  ORDER_NOT_FOUND_MESSAGE,
  OrderSchema,
  OrdersExportQuerySchema,
  OrderStatusSchema,
  PaymentMethodCodeSchema,
  PaymentStatusSchema,
  PERIOD_MESSAGE,
} from './orders.js';
import type { FormDef } from '../validation/index.js';
import { periodInOrder } from '../validation/period.js';
import { formSchema, idSchema, numericParam, queryParam, resourcePath } from '../validation/request.js';
import { adminListQuery } from '../admin/list.js';
import { ORDER_TRANSITION_NAMES } from './order-transitions.js';

export * from './order-transitions.js';

/**
 * The back-office's orders (issue 14, decision 047): every company's orders with filters, one
 * order with everything about it, and the transitions confirm, archive and cancel.
 */

export const ADMIN_ORDER_SORTS = ['date', 'total', 'number'] as const;
export type AdminOrderSort = (typeof ADMIN_ORDER_SORTS)[number];

export const PAYMENT_STATUS_MESSAGE = 'Makse olek ei ole korrektne.';
export const PAYMENT_METHOD_MESSAGE = 'Makseviis ei ole korrektne.';
export const CLIENT_MESSAGE = 'Klient ei ole korrektne.';

/**
 * The list's own filters, shared by the list and its CSV export: status, payment status, company
 * (client id), payment method and a period of Estonian days (both inclusive); `q` searches the
 * order number and the company's name.
 */
const filters = {
  // Status and period as the buyer's order list reads them.
  ...OrdersExportQuerySchema.shape,
  payment_status: queryParam(PaymentStatusSchema, PAYMENT_STATUS_MESSAGE),
  client_id: queryParam(idSchema(CLIENT_MESSAGE), CLIENT_MESSAGE),
  payment_method: queryParam(PaymentMethodCodeSchema, PAYMENT_METHOD_MESSAGE),
};

/** GET /api/admin/orders: newest first unless sorted by total or number. */
export const AdminOrdersQuerySchema = adminListQuery(ADMIN_ORDER_SORTS, filters).superRefine((query, ctx) =>
  periodInOrder(query, ctx, PERIOD_MESSAGE),
);
export type AdminOrdersQuery = z.output<typeof AdminOrdersQuerySchema>;

/**
 * GET /api/admin/orders/export.csv: the same parameters; every matching order up to
 * ADMIN_ORDERS_EXPORT_LIMIT in the list's order (page and per_page are ignored).
 */
export const AdminOrdersExportQuerySchema = AdminOrdersQuerySchema;
export type AdminOrdersExportQuery = AdminOrdersQuery;
export const ADMIN_ORDERS_EXPORT_LIMIT = 10_000;

export const AdminOrderListItemSchema = OrderSchema.pick({
  id: true,
  number: true,
  created_at: true,
  placed_by: true,
  status: true,
  status_label: true,
  payment_status: true,
  payment_status_label: true,
  payment_method: true,
  payment_method_label: true,
  total: true,
  total_vat: true,
}).extend({
  client_id: z.number().int(),
  /** The company's name now (the order keeps the name given at checkout in its contacts). */
  client_name: z.string(),
});
export type AdminOrderListItem = z.infer<typeof AdminOrderListItemSchema>;
export const AdminOrdersListReplySchema = listReply(AdminOrderListItemSchema);
export type AdminOrdersListReply = z.infer<typeof AdminOrdersListReplySchema>;

/** The CSV export's columns. */
export const ADMIN_ORDERS_EXPORT_HEADERS = [
  'Number',
  'Kuupäev',
  'Klient',
  'Tellija',
  'Staatus',
  'Makse',
  'Makseviis',
  'Summa km-ta',
  'Summa km-ga',
] as const;

export const AdminOrderPaymentSchema = z.object({
  id: z.number().int(),
  method: z.string(),
  method_label: z.string(),
  /** open, closed, failed, invoice, superseded, overpaid (decision 013) or refunded (decision 065). */
  status: z.string(),
  status_label: z.string(),
  amount: z.number().int(),
  reference: z.string(),
  transaction_id: z.string().nullable(),
  paid_at: z.string().nullable(),
  created_at: z.string(),
});

/** The payment attempts' statuses as the back-office names them (decision 013). */
export const PAYMENT_ATTEMPT_LABELS: Record<string, string> = {
  open: 'Pooleli',
  closed: 'Makstud',
  failed: 'Ebaõnnestunud',
  invoice: 'Arve alusel',
  superseded: 'Asendatud uuega',
  overpaid: 'Enammakse',
  refunded: 'Enammakse tagastatud',
};

export const AdminOrderInvoiceSchema = InvoiceListItemSchema.pick({
  id: true,
  number: true,
  issue_date: true,
  due_date: true,
  total_vat: true,
  paid: true,
  status: true,
  status_label: true,
});

export const OrderStatusChangeSchema = z.object({
  from_status: OrderStatusSchema,
  from_label: z.string(),
  to_status: OrderStatusSchema,
  to_label: z.string(),
  reason: z.string().nullable(),
  staff_name: z.string(),
  created_at: z.string(),
});
export type OrderStatusChange = z.infer<typeof OrderStatusChangeSchema>;

/** GET /api/admin/orders/{id}: the buyer's view of the order and what only staff see. */
export const AdminOrderSchema = OrderSchema.extend({
  client: z.object({ id: z.number().int(), name: z.string(), registry_code: z.string() }),
  /** The buyer who placed it (null when the account is gone). */
  user: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
  payments: z.array(AdminOrderPaymentSchema),
  invoice: AdminOrderInvoiceSchema.nullable(),
  history: z.array(OrderStatusChangeSchema),
  transitions: z.array(z.enum(ORDER_TRANSITION_NAMES as ['confirm', 'archive', 'cancel'])),
});
export type AdminOrder = z.infer<typeof AdminOrderSchema>;
export const AdminOrderReplySchema = dataReply(AdminOrderSchema);

export const ADMIN_ORDER_NOT_FOUND_MESSAGE = ORDER_NOT_FOUND_MESSAGE;
export const AdminOrderParamsSchema = resourcePath({ id: numericParam(ADMIN_ORDER_NOT_FOUND_MESSAGE) });

export const CANCEL_REASON_MAX = 500;

/** The cancel dialog's form: the reason goes to the buyer as written. */
export const orderCancelForm = {
  reason: { label: 'Tühistamise põhjus', rules: { required: true, max: CANCEL_REASON_MAX } },
} satisfies FormDef;

/** POST /api/admin/orders/{id}/cancel {reason}. */
export const AdminOrderCancelRequestSchema = formSchema(orderCancelForm);

/** A transition's reply: the order as it is now, and what was done. */
export const AdminOrderTransitionReplySchema = ReplyExtrasSchema.extend({ data: AdminOrderSchema });
export type AdminOrderTransitionReply = z.infer<typeof AdminOrderTransitionReplySchema>;

export const ORDER_CONFIRMED_MESSAGE = 'Tellimus on kinnitatud ja klienti teavitati.';
export const ORDER_ARCHIVED_MESSAGE = 'Tellimus on arhiveeritud ja klienti teavitati.';
export const ORDER_CANCELLED_MESSAGE = 'Tellimus on tühistatud ja klienti teavitati.';
