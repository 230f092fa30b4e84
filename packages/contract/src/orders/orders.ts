import { z } from 'zod';
import { CHECKOUT_STEPS } from '../checkout/steps.js';
import { PAYMENT_METHOD_CODES, type PaymentMethodCode } from '../checkout/labels.js';
import { listReply, ReplyExtrasSchema } from '../common.js';
import { CartReplySchema, CountySchema, TransportChoiceSchema, TransportCodeSchema } from '../cart/cart.js';
import { deliveryAddressForm, orderContactsForm } from '../forms/order-forms.js';
import type { DeliveryAddress } from '../checkout/transport-choice.js';
import {
  DaySchema,
  envelope,
  formSchema,
  numericParam,
  resourcePath,
  queryParam,
  wholeNumberSchema,
} from '../validation/request.js';
import { periodInOrder } from '../validation/period.js';

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

/** Where a transport to the installation site delivers, and to whom (issue 22 item 8). */
export const DeliveryAddressSchema = z.object({
  recipient_name: z.string(),
  recipient_phone: z.string(),
  address: z.string(),
  city: z.string(),
  postal_code: z.string(),
  county: CountySchema,
}) satisfies z.ZodType<DeliveryAddress>;

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
  /** The delivery address given with a transport that needs one (TTH3), else null. */
  delivery: DeliveryAddressSchema.nullable(),
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

export const STEP_MESSAGE = 'Tellimuse samm on vigane.';
export const SERVICES_MESSAGE = 'Valitud teenust ei ole.';
export const PAYMENT_REQUIRED_MESSAGE = 'Makseviis on nõutud väli.';
export const PAYMENT_UNAVAILABLE_MESSAGE = 'Valitud makseviis ei ole saadaval.';
export const ACCEPT_TERMS_MESSAGE = 'Palun nõustu müügitingimustega.';
/** More services than exist can never be a real choice. */
const MAX_SERVICES = 20;

/** The contacts step's form, with the county read as one of the 15 counties. */
export const OrderContactsRequestSchema = formSchema(orderContactsForm).transform(
  // The form's oneOf rule has already held the county to the 15 counties.
  ({ county, ...rest }): OrderContacts => ({ ...rest, county: CountySchema.parse(county) }),
);

/** The transport step's delivery address, with the county read as one of the 15 counties. */
export const DeliveryAddressRequestSchema = formSchema(deliveryAddressForm).transform(
  ({ county, ...rest }): DeliveryAddress => ({ ...rest, county: CountySchema.parse(county) }),
);

/**
 * POST /api/order {order}: saves one step of the draft; `step: 'checkout-confirm'` with
 * `accept_terms: true` places the order. Field errors are keyed inside `order`: `contacts.phone`,
 * `transport.county`, `delivery.city`, `accept_terms`. The transport step carries `delivery`, the
 * address a transport to the installation site (TTH3) needs; it is ignored for other transports.
 */
export const OrderStepSchema = z.discriminatedUnion(
  'step',
  [
    z.object({ step: z.literal('checkout-contacts'), contacts: OrderContactsRequestSchema }),
    z.object({
      step: z.literal('checkout-transport'),
      transport: TransportChoiceSchema,
      delivery: DeliveryAddressRequestSchema.nullish(),
    }),
    z.object({
      step: z.literal('checkout-services'),
      services: z
        .array(z.string({ error: SERVICES_MESSAGE }).max(40, SERVICES_MESSAGE), { error: SERVICES_MESSAGE })
        .max(MAX_SERVICES, SERVICES_MESSAGE)
        .nullish()
        .transform((codes) => [...new Set(codes ?? [])]),
    }),
    z.object({
      step: z.literal('checkout-payment'),
      payment_method: z.enum(PAYMENT_METHOD_CODES as [PaymentMethodCode, ...PaymentMethodCode[]], {
        error: (issue) =>
          issue.input === undefined || issue.input === null || issue.input === ''
            ? PAYMENT_REQUIRED_MESSAGE
            : PAYMENT_UNAVAILABLE_MESSAGE,
      }),
    }),
    z.object({
      step: z.literal('checkout-confirm'),
      accept_terms: z.literal(true, { error: ACCEPT_TERMS_MESSAGE }),
    }),
  ],
  { error: STEP_MESSAGE },
);
export type OrderStep = z.output<typeof OrderStepSchema>;
/** What the web sends for one step (the input side of OrderStepSchema). */
export type OrderStepSave = z.input<typeof OrderStepSchema>;
export const OrderSaveRequestSchema = envelope('order', OrderStepSchema);

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
  /** When the seller sent it back (decision 065); null while the refund is still to do. */
  refunded_at: z.string().nullable(),
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
  /** The delivery address of a transport to the installation site; null: the contacts' address. */
  delivery: DeliveryAddressSchema.nullable(),
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
  /** Why the seller cancelled the order (issue 14); null unless it is cancelled with a reason. */
  cancel_reason: z.string().nullable(),
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

export const DEFAULT_ORDERS_PER_PAGE = 20;
export const MAX_ORDERS_PER_PAGE = 100;
export const ORDER_STATUS_MESSAGE = 'Tellimuse olek ei ole korrektne.';
export const DATE_MESSAGE = 'Kuupäev ei ole korrektne.';
export const PERIOD_MESSAGE = 'Perioodi algus peab olema enne lõppu.';
export const PAGE_MESSAGE = 'Lehekülje number ei ole korrektne.';
export const ORDERS_PER_PAGE_MESSAGE = `Ridu lehel võib olla 1 kuni ${MAX_ORDERS_PER_PAGE}.`;
export const ORDER_NOT_FOUND_MESSAGE = 'Tellimust ei leitud.';

/** The order lists' status and period filters: the buyer's list, its export and the back-office's. */
const orderFilterFields = {
  status: queryParam(OrderStatusSchema, ORDER_STATUS_MESSAGE),
  from: queryParam(DaySchema, DATE_MESSAGE),
  to: queryParam(DaySchema, DATE_MESSAGE),
};

/**
 * GET /api/orders query: status, a period of Estonian days (yyyy-mm-dd, both inclusive), page and
 * per_page. Empty parameters count as absent.
 */
export const OrdersQuerySchema = z
  .object({
    ...orderFilterFields,
    page: queryParam(wholeNumberSchema(1, 1_000_000, PAGE_MESSAGE), PAGE_MESSAGE),
    per_page: queryParam(
      wholeNumberSchema(1, MAX_ORDERS_PER_PAGE, ORDERS_PER_PAGE_MESSAGE),
      ORDERS_PER_PAGE_MESSAGE,
    ),
  })
  .superRefine((query, ctx) => periodInOrder(query, ctx, PERIOD_MESSAGE))
  .transform((query) => ({
    ...query,
    page: query.page ?? 1,
    per_page: query.per_page ?? DEFAULT_ORDERS_PER_PAGE,
  }));
export type OrdersQuery = z.output<typeof OrdersQuerySchema>;

/**
 * GET /api/orders/export.csv and /export.xlsx: the list's filters (status, period) without paging;
 * every matching order up to ORDERS_EXPORT_LIMIT, newest first (issue 13).
 */
export const OrdersExportQuerySchema = z
  .object(orderFilterFields)
  .superRefine((query, ctx) => periodInOrder(query, ctx, PERIOD_MESSAGE));
export type OrdersExportQuery = z.output<typeof OrdersExportQuerySchema>;
export const ORDERS_EXPORT_LIMIT = 10_000;
/** The columns of the order export, as the order list shows them. */
export const ORDERS_EXPORT_HEADERS = [
  'Number',
  'Kuupäev',
  'Tellija',
  'Staatus',
  'Makse',
  'Makseviis',
  'Tooteid',
  'Summa km-ta',
  'Summa km-ga',
] as const;

/** /api/orders/{id}: a plain number, or no order at all. */
export const OrderParamsSchema = resourcePath({
  id: numericParam(ORDER_NOT_FOUND_MESSAGE),
});
