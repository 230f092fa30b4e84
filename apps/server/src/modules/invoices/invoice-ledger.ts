import type { Db } from '../../db/database.js';
import { estonianDay } from '../../platform/estonian-calendar.js';
import { InvoicesRepository } from './invoices.repository.js';
import { InvoicePaymentsRepository } from './invoice-payments.repository.js';
import { supersedeOtherInvoiceAttempts } from '../orders/order-payments.js';

/**
 * The invoice side of a confirmed pay-now payment, called by the order payment outcomes inside
 * their transaction (after the order's row lock and the attempt's settlement, decision 013).
 * Invoices are issued by invoice-issuing.ts.
 */

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
    await new InvoicePaymentsRepository(trx).addPayment({
      invoiceId: paid.invoiceId,
      paymentId: paid.paymentId,
      amount: booked,
      method: paid.method,
      paidOn: estonianDay(paid.at),
      at: iso,
    });
  }
  await supersedeOtherInvoiceAttempts(trx, paid.invoiceId, paid.paymentId, iso);
  return { booked, excess: paid.amount - booked };
}

/** Whether the invoice's outstanding money is all in (after a booked payment). */
export async function invoiceSettled(trx: Db, invoiceId: number): Promise<boolean> {
  const invoice = await new InvoicesRepository(trx).byId(invoiceId);
  return invoice !== undefined && (invoice.status === 'credited' || invoice.paid >= invoice.total_vat);
}
