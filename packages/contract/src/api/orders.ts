import { z } from 'zod';
import { CHECKOUT_STEPS } from '../checkout/steps.js';
import { PAYMENT_METHOD_CODES, type PaymentMethodCode } from '../checkout/labels.js';
import { listReply, ReplyExtrasSchema } from './common.js';
import { CartReplySchema, CountySchema, TransportCodeSchema } from './cart.js';

export const PaymentMethodCodeSchema = z.enum(
  PAYMENT_METHOD_CODES as [PaymentMethodCode, ...PaymentMethodCode[]],
);
export const CheckoutStepSchema = z.enum(CHECKOUT_STEPS);
export const OrderStatusSchema = z.enum(['open', 'cancelled', 'confirmed', 'archived']);
export const PaymentStatusSchema = z.enum(['open', 'failed', 'invoice', 'closed']);

export const OrderContactsSchema = z.object({
  company: z.string(),
  contact_name: z.string(),
  phone: z.string(),
  email: z.string(),
  address: z.string(),
  city: z.string(),
  postal_code: z.string(),
  county: CountySchema.nullable(),
  notes: z.string(),
});
export type OrderContacts = z.infer<typeof OrderContactsSchema>;

export const ServiceOptionSchema = z.object({
  code: z.string(),
  title: z.string(),
  description: z.string(),
  /** Net price per unit (cents). */
  price: z.number().int(),
  /** 'order' = once per order, 'item' = per product unit. */
  per: z.enum(['order', 'item']),
});

/** The checkout draft: GET /api/order/new (fresh, prefilled from the client) and GET /api/order. */
export const OrderDraftSchema = z.object({
  contacts: OrderContactsSchema,
  transport: z.object({ code: TransportCodeSchema, county: CountySchema.nullable() }).nullable(),
  services: z.array(z.string()),
  payment_method: PaymentMethodCodeSchema.nullable(),
  passed_steps: z.array(CheckoutStepSchema),
  options: z.object({
    services: z.array(ServiceOptionSchema),
    payment_methods: z.array(z.object({ code: PaymentMethodCodeSchema, label: z.string() })),
    /** The client's payment term: days as digits, 'E' for prepayment, or null. */
    payment_term: z.string().nullable(),
  }),
  /** Purchase-price totals of the cart with transport and services (cents). */
  totals: z.object({
    products: z.number().int(),
    transport: z.number().int(),
    services: z.number().int(),
    net: z.number().int(),
    vat: z.number().int(),
    gross: z.number().int(),
  }),
});
export type OrderDraft = z.infer<typeof OrderDraftSchema>;
export const OrderDraftReplySchema = ReplyExtrasSchema.extend({ data: OrderDraftSchema });

/**
 * POST /api/order {order}: saves one step of the draft; `step: 'checkout-confirm'` with
 * `accept_terms: true` places the order. Field errors come back keyed `contacts.phone`, etc.
 */
export const OrderSaveRequestSchema = z.object({
  order: z.object({
    step: CheckoutStepSchema,
    contacts: OrderContactsSchema.partial().optional(),
    transport: z.object({ code: TransportCodeSchema, county: CountySchema.nullable().optional() }).optional(),
    services: z.array(z.string()).optional(),
    payment_method: PaymentMethodCodeSchema.optional(),
    accept_terms: z.boolean().optional(),
  }),
});

/** A bank-link or redirect payment: the browser posts `fields` to `url`. */
export const PaymentRedirectSchema = z.object({
  method: z.enum(['POST', 'GET']),
  url: z.string(),
  fields: z.record(z.string(), z.string()),
});

export const OrderRowSchema = z.object({
  product_id: z.number().int().nullable(),
  title: z.string(),
  code: z.string(),
  quantity: z.number().int(),
  price: z.number().int(),
  total: z.number().int(),
});

/**
 * Money a bank paid for an order that was already paid (an older attempt's form paid after a
 * newer one, or both paid): kept and shown, and the seller refunds it (decision 013).
 */
export const OverpaymentSchema = z.object({
  /** Cents. */
  amount: z.number().int(),
  received_at: z.string(),
  method: PaymentMethodCodeSchema.nullable(),
  method_label: z.string().nullable(),
});
export type Overpayment = z.infer<typeof OverpaymentSchema>;

export const OrderSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  status: OrderStatusSchema,
  status_label: z.string(),
  payment_status: PaymentStatusSchema,
  payment_status_label: z.string(),
  payment_method: PaymentMethodCodeSchema.nullable(),
  payment_method_label: z.string().nullable(),
  payment_term: z.string().nullable(),
  reference_number: z.string(),
  created_at: z.string(),
  contacts: OrderContactsSchema,
  transport: z
    .object({
      code: TransportCodeSchema,
      title: z.string(),
      county: CountySchema.nullable(),
      price: z.number().int(),
    })
    .nullable(),
  services: z.array(z.object({ code: z.string(), title: z.string(), total: z.number().int() })),
  rows: z.array(OrderRowSchema),
  products_total: z.number().int(),
  total: z.number().int(),
  vat: z.number().int(),
  total_vat: z.number().int(),
  invoice_id: z.number().int().nullable(),
  /** A failed or unfinished payment can be continued (POST /api/orders/continue/{id}). */
  can_continue: z.boolean(),
  placed_by: z.string(),
  overpayments: z.array(OverpaymentSchema),
});
export type Order = z.infer<typeof OrderSchema>;

export const OrderReplySchema = ReplyExtrasSchema.extend({
  data: OrderSchema,
  payment: PaymentRedirectSchema.nullable().optional(),
});
export type OrderReply = z.infer<typeof OrderReplySchema>;

/**
 * POST /api/orders/{id}/reorder: the cart after the order's rows still sold went into it, in one
 * transaction; `warning` names the products left out (no longer sold) or a capped quantity.
 */
export const ReorderReplySchema = CartReplySchema;
export type ReorderReply = z.infer<typeof ReorderReplySchema>;

export const OrderListItemSchema = OrderSchema.pick({
  id: true,
  number: true,
  status: true,
  status_label: true,
  payment_status: true,
  payment_status_label: true,
  payment_method_label: true,
  created_at: true,
  total: true,
  total_vat: true,
  placed_by: true,
}).extend({ items: z.number().int() });
export const OrdersListReplySchema = listReply(OrderListItemSchema);
export type OrdersListReply = z.infer<typeof OrdersListReplySchema>;

/** GET /api/orders query: status, period (yyyy-mm-dd from/to), page, per_page. */
export const OrdersQuerySchema = z.object({
  status: OrderStatusSchema.optional(),
  from: z.string().optional(),
  to: z.string().optional(),
  page: z.string().optional(),
  per_page: z.string().optional(),
});
