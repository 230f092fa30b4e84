import type { Db } from '../../db/database.js';
import type { InvoicePaymentRecord } from '../../db/schema-orders.js';

/**
 * The money received for invoices (invoice_payments): paid by bank link, booked from a bank
 * statement or by hand, and undone. The invoices module owns the table and this is the only code
 * that writes it. Built on a transaction when it writes; the caller holds the order's row lock.
 */
export class InvoicePaymentsRepository {
  constructor(private readonly db: Db) {}

  async payments(invoiceId: number): Promise<InvoicePaymentRecord[]> {
    return this.db
      .selectFrom('invoice_payments')
      .selectAll()
      .where('invoice_id', '=', invoiceId)
      .orderBy('paid_on')
      .orderBy('id')
      .execute();
  }

  /**
   * Money received: the payment row and the invoice's sum in one go. A bank attempt is recorded
   * once (payment_id is unique; the caller settles the attempt first).
   */
  async addPayment(payment: {
    invoiceId: number;
    paymentId: number | null;
    amount: number;
    method: string | null;
    paidOn: string;
    at: string;
  }): Promise<void> {
    await this.db
      .insertInto('invoice_payments')
      .values({
        invoice_id: payment.invoiceId,
        payment_id: payment.paymentId,
        amount: payment.amount,
        method: payment.method,
        paid_on: payment.paidOn,
        created_at: payment.at,
      })
      .execute();
    await this.db
      .updateTable('invoices')
      .set((eb) => ({ paid: eb('paid', '+', payment.amount) }))
      .where('id', '=', payment.invoiceId)
      .execute();
  }

  /** Which of the outside payment keys are booked already. */
  async bookedRefs(refs: readonly string[]): Promise<Set<string>> {
    if (refs.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('invoice_payments')
      .select('external_ref')
      .where('external_ref', 'in', refs)
      .execute();
    return new Set(rows.map((row) => row.external_ref).filter((ref): ref is string => ref !== null));
  }

  /**
   * Money booked from outside the shop, once per `externalRef` (unique): false when that key is
   * booked already, and then nothing changes. The caller holds the order's row lock.
   */
  async bookExternal(payment: {
    invoiceId: number;
    amount: number;
    paidOn: string;
    externalRef: string | null;
    at: string;
  }): Promise<boolean> {
    const inserted = await this.db
      .insertInto('invoice_payments')
      .values({
        invoice_id: payment.invoiceId,
        payment_id: null,
        amount: payment.amount,
        method: null,
        paid_on: payment.paidOn,
        external_ref: payment.externalRef,
        created_at: payment.at,
      })
      .onConflict((oc) => oc.column('external_ref').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted === undefined) return false;
    await this.db
      .updateTable('invoices')
      .set((eb) => ({ paid: eb('paid', '+', payment.amount) }))
      .where('id', '=', payment.invoiceId)
      .execute();
    return true;
  }

  /**
   * Takes a booked outside payment off its invoice (the caller gives the unmatched credits of its
   * bank entry back, UnmatchedCreditsRepository). The caller holds the order's row lock.
   */
  async removeExternal(payment: { invoiceId: number; paymentId: number; amount: number }) {
    await this.db
      .deleteFrom('invoice_payments')
      .where('id', '=', payment.paymentId)
      .where('invoice_id', '=', payment.invoiceId)
      .execute();
    await this.db
      .updateTable('invoices')
      .set((eb) => ({ paid: eb('paid', '-', payment.amount) }))
      .where('id', '=', payment.invoiceId)
      .execute();
  }
}
