import type { Db } from '../../db/database.js';
import { OrdersRepository } from './orders.repository.js';
import { PaymentsRepository } from './payments.repository.js';

/**
 * What other modules do to orders and payment attempts, which the orders module owns (issue 23):
 * the invoices module locks an invoice's order before changing its money and keeps the invoice's
 * pay-now attempts. Each runs on the caller's transaction.
 */

/**
 * Takes the order's row lock (PostgreSQL; SQLite runs one writer at a time), as every payment
 * change does first (decision 013).
 */
export function lockOrder(trx: Db, orderId: number): Promise<void> {
  return new OrdersRepository(trx).lockOrder(orderId);
}

/** A pay-now attempt of an invoice; earlier unsettled attempts of the invoice are void. */
export function startInvoiceAttempt(
  trx: Db,
  attempt: {
    orderId: number;
    invoiceId: number;
    method: string;
    amount: number;
    reference: string;
    at: string;
  },
): Promise<number> {
  return new PaymentsRepository(trx).insertInvoiceAttempt(attempt);
}

/** Voids the invoice's other unsettled attempts once one paid it. */
export function supersedeOtherInvoiceAttempts(
  trx: Db,
  invoiceId: number,
  keepId: number,
  at: string,
): Promise<void> {
  return new PaymentsRepository(trx).supersedeOtherInvoiceAttempts(invoiceId, keepId, at);
}
