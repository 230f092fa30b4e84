import { z } from 'zod';
import { INVOICE_SORTS, type InvoiceSort } from '../constants.js';
import { PAYMENT_METHOD_CODES, type PaymentMethodCode } from '../checkout/labels.js';
import { INVOICE_STATUSES } from './invoice-status.js';
import { MetaSchema, ReplyExtrasSchema } from '../common.js';
import {
  DeliveryAddressSchema,
  OverpaymentSchema,
  PaymentMethodCodeSchema,
  PaymentRedirectSchema,
} from '../orders/orders.js';
import {
  DaySchema,
  envelope,
  numericParam,
  queryParam,
  resourcePath,
  wholeNumberSchema,
} from '../validation/request.js';
import { periodInOrder } from '../validation/period.js';

export const InvoiceStatusSchema = z.enum(INVOICE_STATUSES);

/** One invoice in GET /api/invoices. Money in cents; days yyyy-mm-dd (Estonian calendar). */
export const InvoiceListItemSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  issue_date: z.string(),
  due_date: z.string(),
  order_id: z.number().int(),
  order_number: z.string(),
  /** Net total. */
  total: z.number().int(),
  vat: z.number().int(),
  total_vat: z.number().int(),
  /** Money received so far. */
  paid: z.number().int(),
  /** What is still to pay (0 when paid, overpaid or credited). */
  outstanding: z.number().int(),
  status: InvoiceStatusSchema,
  status_label: z.string(),
});
export type InvoiceListItem = z.infer<typeof InvoiceListItemSchema>;

/**
 * The company's open money over all its invoices, whatever the list's filters (decision 032):
 * `unpaid` is the outstanding amount of every invoice not yet paid in full (overdue ones
 * included), `overdue` the part of it past the due date. Cents.
 */
export const InvoiceSummarySchema = z.object({
  unpaid: z.number().int(),
  overdue: z.number().int(),
  unpaid_count: z.number().int(),
  overdue_count: z.number().int(),
});
export type InvoiceSummary = z.infer<typeof InvoiceSummarySchema>;

/** GET /api/invoices → `{data, meta, summary}`. */
export const InvoicesListReplySchema = ReplyExtrasSchema.extend({
  data: z.array(InvoiceListItemSchema),
  meta: MetaSchema,
  summary: InvoiceSummarySchema,
});
export type InvoicesListReply = z.infer<typeof InvoicesListReplySchema>;

export const DEFAULT_INVOICES_PER_PAGE = 20;
export const MAX_INVOICES_PER_PAGE = 100;
export const INVOICE_STATUS_MESSAGE = 'Arve olek ei ole korrektne.';
export const INVOICE_SORT_MESSAGE = 'Järjestus ei ole korrektne.';
export const INVOICE_SEARCH_MESSAGE = 'Arve number võib olla kuni 30 tähemärki.';
export const INVOICE_DATE_MESSAGE = 'Kuupäev ei ole korrektne.';
export const INVOICE_PERIOD_MESSAGE = 'Perioodi algus peab olema enne lõppu.';
export const INVOICE_PAGE_MESSAGE = 'Lehekülje number ei ole korrektne.';
export const INVOICES_PER_PAGE_MESSAGE = `Ridu lehel võib olla 1 kuni ${MAX_INVOICES_PER_PAGE}.`;
export const INVOICE_NOT_FOUND_MESSAGE = 'Arvet ei leitud.';
export const INVOICE_NOT_PAYABLE_MESSAGE = 'Seda arvet ei saa praegu maksta.';
export const INVOICE_PAYMENT_METHOD_MESSAGE = 'Valitud makseviis ei ole saadaval.';

/** The list's filters and sort, shared by GET /api/invoices and its exports. */
const invoiceFilterFields = {
  status: queryParam(InvoiceStatusSchema, INVOICE_STATUS_MESSAGE),
  from: queryParam(DaySchema, INVOICE_DATE_MESSAGE),
  to: queryParam(DaySchema, INVOICE_DATE_MESSAGE),
  q: queryParam(z.string().max(30), INVOICE_SEARCH_MESSAGE),
  sort: queryParam(z.enum(INVOICE_SORTS), INVOICE_SORT_MESSAGE),
};

const invoicePeriodInOrder = (
  query: { from?: string | undefined; to?: string | undefined },
  ctx: z.RefinementCtx,
) => periodInOrder(query, ctx, INVOICE_PERIOD_MESSAGE);

/**
 * GET /api/invoices query: status, a period of issue days (both inclusive), `q` (part of the
 * invoice number), sort, page and per_page. Empty parameters count as absent.
 */
export const InvoicesQuerySchema = z
  .object({
    ...invoiceFilterFields,
    page: queryParam(wholeNumberSchema(1, 1_000_000, INVOICE_PAGE_MESSAGE), INVOICE_PAGE_MESSAGE),
    per_page: queryParam(
      wholeNumberSchema(1, MAX_INVOICES_PER_PAGE, INVOICES_PER_PAGE_MESSAGE),
      INVOICES_PER_PAGE_MESSAGE,
    ),
  })
  .superRefine(invoicePeriodInOrder)
  .transform((query) => ({
    ...query,
    sort: query.sort ?? ('date_desc' as InvoiceSort),
    page: query.page ?? 1,
    per_page: query.per_page ?? DEFAULT_INVOICES_PER_PAGE,
  }));
export type InvoicesQuery = z.output<typeof InvoicesQuerySchema>;

/**
 * GET /api/invoices/export.csv and /export.xlsx: the list's filters and sort without paging;
 * every matching invoice up to INVOICES_EXPORT_LIMIT (issue 13, decision 040).
 */
export const InvoicesExportQuerySchema = z
  .object(invoiceFilterFields)
  .superRefine(invoicePeriodInOrder)
  .transform((query) => ({ ...query, sort: query.sort ?? ('date_desc' as InvoiceSort) }));
export type InvoicesExportQuery = z.output<typeof InvoicesExportQuerySchema>;
export const INVOICES_EXPORT_LIMIT = 10_000;
/** The columns of the invoice export: what /arved shows, plus the reference number. */
export const INVOICES_EXPORT_HEADERS = [
  'Number',
  'Kuupäev',
  'Tellimus',
  'Summa',
  'Makstud',
  'Maksetähtaeg',
  'Staatus',
  'Viitenumber',
] as const;

/** /api/invoices/{id}… : a plain number, or no invoice at all. */
export const InvoiceParamsSchema = resourcePath({
  id: numericParam(INVOICE_NOT_FOUND_MESSAGE),
});

export const InvoicePartySchema = z.object({
  name: z.string(),
  address: z.string(),
  /** Registrikood (8 digits for an Estonian company); null when the buyer has none on file. */
  registry_code: z.string().nullable(),
  /** KMKR number; null for a buyer not registered for VAT. */
  vat_number: z.string().nullable(),
});
export const InvoiceSellerSchema = InvoicePartySchema.extend({
  registry_code: z.string(),
  vat_number: z.string(),
  /** IBANs, compact (no spaces). */
  ibans: z.array(z.string()),
  email: z.string(),
  /** SELLER_PHONE, as printed. */
  phone: z.string(),
});

/** One invoice line: a product, the transport or a service. Net money in cents. */
export const InvoiceRowSchema = z.object({
  position: z.number().int(),
  code: z.string(),
  title: z.string(),
  quantity: z.number().int(),
  /** 'tk' (piece) or 'teenus' (service/transport). */
  unit: z.string(),
  /** Net unit price before the discount. */
  unit_price: z.number().int(),
  /** Discount in percent of the unit price (0 when none). */
  discount_percent: z.number(),
  /** Net line total after the discount. */
  total: z.number().int(),
  /** VAT rate in percent. */
  vat_rate: z.number(),
});
export type InvoiceRow = z.infer<typeof InvoiceRowSchema>;

export const InvoiceVatLineSchema = z.object({
  rate: z.number(),
  /** Taxable amount at the rate. */
  taxable: z.number().int(),
  vat: z.number().int(),
});

export const InvoicePaymentSchema = z.object({
  /** yyyy-mm-dd. */
  date: z.string(),
  amount: z.number().int(),
  method: PaymentMethodCodeSchema.nullable(),
  /** 'Testpank', 'Swedbank', … or 'Pangaülekanne' for a transfer booked by the seller. */
  method_label: z.string(),
});

/** The bank links an invoice can be paid with now (GET /api/invoices/{id} lists them). */
export const InvoicePayMethodsSchema = z.array(
  z.object({ code: PaymentMethodCodeSchema, label: z.string() }),
);

export const InvoiceSchema = InvoiceListItemSchema.extend({
  reference_number: z.string(),
  payment_term_days: z.number().int(),
  currency: z.literal('EUR'),
  seller: InvoiceSellerSchema,
  buyer: InvoicePartySchema,
  /** Where the goods went when not to the buyer (a transport to the installation site), else null. */
  delivery: DeliveryAddressSchema.nullable(),
  rows: z.array(InvoiceRowSchema),
  vat_breakdown: z.array(InvoiceVatLineSchema),
  payments: z.array(InvoicePaymentSchema),
  /** Bank money paid on the invoice beyond what it owed (a stale pay-now form paid too): refunded (decision 065). */
  overpayments: z.array(OverpaymentSchema),
  /** Pay now is offered (money outstanding, not credited). */
  can_pay: z.boolean(),
  /** The configured bank links (and the test bank) pay now can use; empty when it cannot. */
  pay_methods: InvoicePayMethodsSchema,
});
export type Invoice = z.infer<typeof InvoiceSchema>;

/** GET /api/invoices/{id} → `{invoice}`. */
export const InvoiceReplySchema = ReplyExtrasSchema.extend({ invoice: InvoiceSchema });

/** POST /api/invoices/{id}/pay {payment: {method}}: pay the outstanding amount by bank link. */
export const InvoicePayRequestSchema = envelope(
  'payment',
  z.object({
    method: z.enum(PAYMENT_METHOD_CODES as [PaymentMethodCode, ...PaymentMethodCode[]], {
      error: INVOICE_PAYMENT_METHOD_MESSAGE,
    }),
  }),
);

/** The signed bank form the browser posts; the bank sends the payer back to /arved/{id}. */
export const InvoicePayReplySchema = ReplyExtrasSchema.extend({
  invoice: InvoiceSchema,
  payment: PaymentRedirectSchema,
});
export type InvoicePayReply = z.infer<typeof InvoicePayReplySchema>;
