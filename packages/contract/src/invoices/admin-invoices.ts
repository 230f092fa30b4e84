import { z } from 'zod';
import {
  INVOICE_DATE_MESSAGE,
  INVOICE_NOT_FOUND_MESSAGE,
  INVOICE_PERIOD_MESSAGE,
  INVOICE_STATUS_MESSAGE,
  InvoiceListItemSchema,
  InvoicePaymentSchema,
  InvoiceSchema,
  InvoicesExportQuerySchema,
  InvoiceSummarySchema,
} from './invoices.js';
import { MetaSchema, ReplyExtrasSchema } from '../common.js';
import { periodInOrder } from '../validation/period.js';
import { DaySchema, idSchema, numericParam, queryParam, resourcePath } from '../validation/request.js';
import { parseHundredths } from '../validation/numbers.js';
import { adminListQuery } from '../admin/list.js';

/**
 * The back-office's invoices (issue 14, decision 048): every company's invoices with their
 * status and sums, payments booked by hand or from a camt.053 bank statement, overdue reminders.
 * Money in cents, days yyyy-mm-dd (Tallinn).
 */

export const ADMIN_INVOICE_SORTS = [
  'issue_date',
  'due_date',
  'number',
  'total_vat',
  'outstanding',
  'company',
] as const;
export type AdminInvoiceSort = (typeof ADMIN_INVOICE_SORTS)[number];

/** The largest payment booked by hand: 1 000 000,00 €. */
export const MAX_MANUAL_PAYMENT = 100_000_000;

export const ADMIN_INVOICE_QUERY_MESSAGES = {
  status: INVOICE_STATUS_MESSAGE,
  company: 'Ettevõte ei ole korrektne.',
  date: INVOICE_DATE_MESSAGE,
  period: INVOICE_PERIOD_MESSAGE,
} as const;
const M = ADMIN_INVOICE_QUERY_MESSAGES;

/** The list's own filters (adminListQuery adds page, per_page, sort, dir and q — part of the number or reference). */
// Status and period as the buyer's invoice list reads them.
const { status, from, to } = InvoicesExportQuerySchema.in.shape;
const filters = { status, company: queryParam(idSchema(M.company), M.company), from, to };

/** GET /api/admin/invoices: filters, sort (newest issue day first by default) and page. */
export const AdminInvoicesQuerySchema = adminListQuery(ADMIN_INVOICE_SORTS, filters, {
  sort: 'issue_date',
  dir: 'desc',
}).superRefine((query, ctx) => periodInOrder(query, ctx, M.period));
export type AdminInvoicesQuery = z.output<typeof AdminInvoicesQuerySchema>;

/** GET /api/admin/invoices/export.csv: the list's filters and sort; paging is ignored. */
export const AdminInvoicesExportQuerySchema = AdminInvoicesQuerySchema;
export type AdminInvoicesExportQuery = AdminInvoicesQuery;

export const AdminInvoiceListItemSchema = InvoiceListItemSchema.extend({
  reference_number: InvoiceSchema.shape.reference_number,
  company: z.object({ id: z.number().int(), name: z.string() }),
  reminder_count: z.number().int(),
  /** ISO timestamp of the last reminder; null when none was sent. */
  last_reminder_at: z.string().nullable(),
});
export type AdminInvoiceListItem = z.infer<typeof AdminInvoiceListItemSchema>;

/**
 * `summary`: outstanding money and counts over every invoice the filters other than `status`
 * select (company, period, search), so the sums stay whatever status tab is open.
 */
export const AdminInvoicesListReplySchema = ReplyExtrasSchema.extend({
  data: z.array(AdminInvoiceListItemSchema),
  meta: MetaSchema,
  summary: InvoiceSummarySchema,
});
export type AdminInvoicesListReply = z.infer<typeof AdminInvoicesListReplySchema>;

export const ADMIN_INVOICE_NOT_FOUND_MESSAGE = INVOICE_NOT_FOUND_MESSAGE;
export const AdminInvoiceParamsSchema = resourcePath({ id: numericParam(ADMIN_INVOICE_NOT_FOUND_MESSAGE) });

export const PAYMENT_SOURCES = ['bank_link', 'bank_statement', 'manual'] as const;
export type PaymentSource = (typeof PAYMENT_SOURCES)[number];
export const PAYMENT_SOURCE_LABELS: Record<PaymentSource, string> = {
  bank_link: 'Pangalink',
  bank_statement: 'Pangaväljavõte',
  manual: 'Käsitsi',
};

export const AdminInvoicePaymentSchema = InvoicePaymentSchema.pick({
  date: true,
  amount: true,
  method_label: true,
}).extend({
  id: z.number().int(),
  source: z.enum(PAYMENT_SOURCES),
  source_label: z.string(),
  /** A bank statement's payment can be undone (issue 22 #20): the money goes off the invoice. */
  can_reverse: z.boolean(),
});

/** POST /api/admin/invoices/{id}/payments/{payment}/reverse → the invoice without that payment. */
export const AdminPaymentReverseParamsSchema = resourcePath({
  id: numericParam(ADMIN_INVOICE_NOT_FOUND_MESSAGE),
  payment: numericParam('Makset ei leitud.'),
});
export const PAYMENT_REVERSE_MESSAGES = {
  notFound: 'Makset ei leitud.',
  notStatement: 'Tühistada saab ainult pangaväljavõttelt kinnitatud makse.',
  reversed: 'Makse on tühistatud.',
} as const;

export const AdminInvoiceSchema = AdminInvoiceListItemSchema.extend({
  payment_term_days: InvoiceSchema.shape.payment_term_days,
  /** The company's e-mail for invoices (reminders go there); null when none is on file. */
  invoice_email: z.string().nullable(),
  payments: z.array(AdminInvoicePaymentSchema),
  reminders: z.array(z.object({ sent_at: z.string(), sent_to: z.string() })),
  /** A reminder can be sent: overdue and the company has an e-mail. */
  can_remind: z.boolean(),
  /** A payment can be booked by hand: money outstanding, not credited. */
  can_add_payment: z.boolean(),
});
export type AdminInvoice = z.infer<typeof AdminInvoiceSchema>;

export const AdminInvoiceReplySchema = ReplyExtrasSchema.extend({ invoice: AdminInvoiceSchema });

export const PAYMENT_MESSAGES = {
  date: 'Makse kuupäev ei ole korrektne.',
  dateFuture: 'Makse kuupäev ei saa olla tulevikus.',
  dateBeforeIssue: 'Makse kuupäev ei saa olla enne arve kuupäeva.',
  amount: 'Summa peab olema number, nt 125,50.',
  amountPositive: 'Summa peab olema suurem kui 0.',
  amountMax: 'Summa võib olla kuni 1 000 000,00 €.',
  amountOverOutstanding: 'Summa on suurem kui arve tasumata osa.',
  notPayable: 'Sellele arvele ei saa makset lisada: see on tasutud või krediteeritud.',
  key: 'Päringu võti ei ole korrektne.',
} as const;

/** "1 234,56", "1234.5", "12" or a number of euros → cents; null when it is none of these. */
export function eurosToCents(value: string | number): number | null {
  return parseHundredths(value);
}

const AmountSchema = z
  .union([z.string(), z.number()], { error: PAYMENT_MESSAGES.amount })
  .transform((value, ctx) => {
    const cents = eurosToCents(value);
    if (cents === null) ctx.addIssue({ code: 'custom', message: PAYMENT_MESSAGES.amount });
    else if (cents <= 0) ctx.addIssue({ code: 'custom', message: PAYMENT_MESSAGES.amountPositive });
    else if (cents > MAX_MANUAL_PAYMENT)
      ctx.addIssue({ code: 'custom', message: PAYMENT_MESSAGES.amountMax });
    else return cents;
    return z.NEVER;
  });

/**
 * POST /api/admin/invoices/{id}/payments {date, amount, key?}: a payment booked by hand. `amount`
 * in euros ("125,50" or 125.5); `key` (the form makes one per payment) makes a repeat book nothing.
 */
export const AdminPaymentRequestSchema = z.object({
  date: z.string({ error: PAYMENT_MESSAGES.date }).refine((day) => DaySchema.safeParse(day).success, {
    error: PAYMENT_MESSAGES.date,
  }),
  amount: AmountSchema,
  key: z
    .string({ error: PAYMENT_MESSAGES.key })
    .regex(/^[A-Za-z0-9-]{8,64}$/, PAYMENT_MESSAGES.key)
    .optional(),
});
export type AdminPaymentRequest = z.input<typeof AdminPaymentRequestSchema>;

export const REMINDER_MESSAGES = {
  notOverdue: 'Meeldetuletuse saab saata ainult tähtaja ületanud arve kohta.',
  noEmail: 'Ettevõttel puudub arvete e-posti aadress.',
} as const;

/** POST /api/admin/invoices/reminders → how many were sent, and the overdue invoices skipped (no e-mail). */
export const AdminRemindersReplySchema = ReplyExtrasSchema.extend({
  sent: z.number().int(),
  skipped: z.array(z.object({ id: z.number().int(), number: z.string(), reason: z.string() })),
});
export type AdminRemindersReply = z.infer<typeof AdminRemindersReplySchema>;

export * from './bank-statements.js';
export * from './refunds.js';
