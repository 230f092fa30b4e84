import type { Db } from '../../db/database.js';
import { nextCounterValue } from '../../db/counters.js';
import { estonianDay, estonianYear } from '../../platform/estonian-calendar.js';
import { InvoicesRepository } from './invoices.repository.js';

/**
 * The invoice side of a confirmed bank payment, called by the order payment outcomes inside their
 * transaction (after the order's row lock and the attempt's settlement, decision 013).
 */

const pad = (n: number) => String(n).padStart(6, '0');

/**
 * An order paid by bank link gets its invoice when the payment is confirmed: issued that day,
 * due that day, paid in full by the attempt. Once per order (invoices.order_id is unique).
 */
export async function issuePaidInvoice(
  trx: Db,
  paid: { orderId: number; paymentId: number; method: string; amount: number; at: Date },
): Promise<number | null> {
  const invoices = new InvoicesRepository(trx);
  if ((await invoices.byOrder(paid.orderId)) !== undefined) return null;
  const order = await invoices.orderForInvoice(paid.orderId);
  if (order === undefined) return null;
  const day = estonianDay(paid.at);
  const year = estonianYear(paid.at);
  const iso = paid.at.toISOString();
  const invoiceId = await invoices.insertInvoice({
    order_id: order.id,
    b2b_client_id: order.b2b_client_id,
    number: `A${year}-${pad(await nextCounterValue(trx, `invoice-${year}`))}`,
    reference_number: order.reference_number,
    issue_date: day,
    due_date: day,
    payment_term_days: 0,
    total: order.total,
    vat: order.vat,
    total_vat: order.total_vat,
    status: 'open',
    created_at: iso,
  });
  await invoices.addPayment({
    invoiceId,
    paymentId: paid.paymentId,
    amount: paid.amount,
    method: paid.method,
    paidOn: day,
    at: iso,
  });
  return invoiceId;
}

/**
 * A pay-now attempt of an invoice was paid: the money is booked on the invoice up to what it still
 * owes (nothing on a credited one), and the invoice's other unsettled attempts are void. The
 * excess is not booked: the caller keeps it as a refund task (decision 065; money moved is still
 * never dropped, decision 032).
 */
export async function bookInvoicePayment(
  trx: Db,
  paid: { invoiceId: number; paymentId: number; method: string; amount: number; at: Date },
): Promise<{ booked: number; excess: number }> {
  const invoices = new InvoicesRepository(trx);
  const before = await invoices.byId(paid.invoiceId);
  const iso = paid.at.toISOString();
  const owed =
    before === undefined || before.status === 'credited' ? 0 : Math.max(0, before.total_vat - before.paid);
  const booked = Math.min(paid.amount, owed);
  if (booked > 0) {
    await invoices.addPayment({
      invoiceId: paid.invoiceId,
      paymentId: paid.paymentId,
      amount: booked,
      method: paid.method,
      paidOn: estonianDay(paid.at),
      at: iso,
    });
  }
  await invoices.supersedeOtherAttempts(paid.invoiceId, paid.paymentId, iso);
  return { booked, excess: paid.amount - booked };
}

/** Whether the invoice's outstanding money is all in (after a booked payment). */
export async function invoiceSettled(trx: Db, invoiceId: number): Promise<boolean> {
  const invoice = await new InvoicesRepository(trx).byId(invoiceId);
  return invoice !== undefined && (invoice.status === 'credited' || invoice.paid >= invoice.total_vat);
}

/**
 * A cancelled order's invoice is credited (as migration 0018 did for the seeded ones); false
 * when the order has no invoice or it is credited already.
 */
export async function creditOrderInvoice(trx: Db, orderId: number): Promise<boolean> {
  return new InvoicesRepository(trx).creditByOrder(orderId);
}
