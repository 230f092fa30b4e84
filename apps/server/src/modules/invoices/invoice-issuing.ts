import { parsePaymentTerm } from '@kodumasinad/contract';
import { nextCounterValue } from '../../db/counters.js';
import type { Db } from '../../db/database.js';
import { invoiceCounter, invoiceNumber } from '../../db/document-numbers.js';
import { addDays, estonianDay, estonianYear } from '../../platform/estonian-calendar.js';
import { InvoicesRepository } from './invoices.repository.js';
import { InvoicePaymentsRepository } from './invoice-payments.repository.js';

/**
 * How the invoiced order is paid: later, within the client's payment term (the order's own
 * payment_term), or already, by a confirmed bank-link attempt whose money the invoice books.
 */
export type InvoiceBasis =
  { kind: 'pay-later' } | { kind: 'paid'; paymentId: number; method: string; amount: number };

/**
 * The one function that issues an invoice (issue 23, decision 070), inside the caller's
 * transaction: its number from the yearly invoice counter, the order's reference number and sums,
 * issued on the Estonian day of `at`, status open (statuses are then derived from the money,
 * decision 032). Pay-later: due after the order's payment term. Paid by bank link: due that day,
 * paid in full by the attempt. Once per order (invoices.order_id is unique): null when the order
 * has an invoice already or is gone.
 */
export async function issueInvoice(
  trx: Db,
  orderId: number,
  at: Date,
  basis: InvoiceBasis,
): Promise<number | null> {
  const invoices = new InvoicesRepository(trx);
  if ((await invoices.byOrder(orderId)) !== undefined) return null;
  const order = await invoices.orderForInvoice(orderId);
  if (order === undefined) return null;
  const term = basis.kind === 'pay-later' ? parsePaymentTerm(order.payment_term) : null;
  const days = term?.kind === 'days' ? term.days : 0;
  const day = estonianDay(at);
  const year = estonianYear(at);
  const iso = at.toISOString();
  const invoiceId = await invoices.insertInvoice({
    order_id: order.id,
    b2b_client_id: order.b2b_client_id,
    number: invoiceNumber(year, await nextCounterValue(trx, invoiceCounter(year))),
    reference_number: order.reference_number,
    issue_date: day,
    due_date: addDays(day, days),
    payment_term_days: days,
    total: order.total,
    vat: order.vat,
    total_vat: order.total_vat,
    status: 'open',
    created_at: iso,
  });
  if (basis.kind === 'paid') {
    await new InvoicePaymentsRepository(trx).addPayment({
      invoiceId,
      paymentId: basis.paymentId,
      amount: basis.amount,
      method: basis.method,
      paidOn: day,
      at: iso,
    });
  }
  return invoiceId;
}

/**
 * A cancelled order's invoice is credited (as migration 0018 did for the seeded ones); false
 * when the order has no invoice or it is credited already. Crediting issues no new document: the
 * invoice keeps its number and reference, and its derived status becomes credited.
 */
export async function creditOrderInvoice(trx: Db, orderId: number): Promise<boolean> {
  return new InvoicesRepository(trx).creditByOrder(orderId);
}
