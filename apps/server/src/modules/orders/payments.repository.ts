import type { Db } from '../../db/database.js';
import type { PaymentRecord } from '../../db/schema-orders.js';

export interface NewPayment {
  orderId: number;
  method: string;
  status: string;
  amountCents: number;
  reference: string;
  at: string;
}

/** The payer of a bank payment as its reply names them. */
export interface PayerParty {
  account: string;
  name: string;
}

/**
 * Payment attempts of orders and of their invoices (decision 013): opened, settled, failed,
 * superseded, overpaid and refunded. The orders module owns the table — every payment has an
 * order and every change locks the order first — and this is the only code that writes it.
 * Built on a transaction, it reads and writes within it.
 */
export class PaymentsRepository {
  constructor(private readonly db: Db) {}

  /** A payment attempt; its id is the stamp the bank echoes back. */
  async insertPayment(payment: NewPayment): Promise<number> {
    const row = await this.db
      .insertInto('payments')
      .values({
        order_id: payment.orderId,
        method: payment.method,
        status: payment.status,
        amount_cents: payment.amountCents,
        reference: payment.reference,
        transaction_id: null,
        paid_at: null,
        created_at: payment.at,
        updated_at: payment.at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  payment(id: number): Promise<PaymentRecord | undefined> {
    return this.db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirst();
  }

  latestPayment(orderId: number): Promise<PaymentRecord | undefined> {
    return this.db
      .selectFrom('payments')
      .selectAll()
      .where('order_id', '=', orderId)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  /**
   * Records the bank's success on an attempt not yet settled (open, failed, or superseded by a
   * newer attempt: the money moved all the same) as closed; false when it was already settled.
   * The update locks the row, so of two concurrent deliveries of one reply only one settles it.
   */
  async settlePayment(
    id: number,
    transactionId: string | null,
    paidAt: string,
    at: string,
    payer: PayerParty | null = null,
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('payments')
      .set({
        status: 'closed',
        transaction_id: transactionId,
        paid_at: paidAt,
        updated_at: at,
        payer_account: payer?.account || null,
        payer_name: payer?.name || null,
      })
      .where('id', '=', id)
      .where('status', 'in', ['open', 'failed', 'superseded'])
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** A settled payment that came after the order was paid: money for the seller to refund. */
  async markOverpaid(id: number, at: string): Promise<void> {
    await this.db
      .updateTable('payments')
      .set({ status: 'overpaid', updated_at: at })
      .where('id', '=', id)
      .execute();
  }

  /**
   * Voids the order's unsettled attempts, open or failed (all, or all but `keepId`): their bank
   * forms are stale, and money paid on one later counts by the rules of decision 013.
   */
  async supersedeUnsettledPayments(orderId: number, at: string, keepId?: number): Promise<void> {
    let query = this.db
      .updateTable('payments')
      .set({ status: 'superseded', updated_at: at })
      .where('order_id', '=', orderId)
      .where('status', 'in', ['open', 'failed']);
    if (keepId !== undefined) query = query.where('id', '<>', keepId);
    await query.execute();
  }

  /**
   * A second payment the bank confirmed on an attempt already settled (the same stamp paid twice,
   * e.g. a continued attempt's form paid in two tabs): a payment row of its own, `overpaid`, once
   * per bank transaction number. False when that transaction is recorded already (a repeat).
   */
  async insertSecondPayment(payment: {
    attempt: PaymentRecord;
    transactionId: string;
    payer: PayerParty | null;
    at: string;
  }): Promise<boolean> {
    const known = await this.db
      .selectFrom('payments')
      .select('id')
      .where('order_id', '=', payment.attempt.order_id)
      .where('method', '=', payment.attempt.method)
      .where('transaction_id', '=', payment.transactionId)
      .executeTakeFirst();
    if (known !== undefined) return false;
    await this.insertOverpayment({ ...payment, amount: payment.attempt.amount_cents });
    return true;
  }

  /**
   * Money of an attempt's bank transaction that nothing owes (a second payment of the attempt, or
   * the part of an invoice's pay-now payment beyond what the invoice still owed): a payment row of
   * its own with status `overpaid`, a refund task for staff (decision 065).
   */
  async insertOverpayment(payment: {
    attempt: PaymentRecord;
    transactionId: string | null;
    payer: PayerParty | null;
    amount: number;
    at: string;
  }): Promise<void> {
    await this.db
      .insertInto('payments')
      .values({
        order_id: payment.attempt.order_id,
        invoice_id: payment.attempt.invoice_id,
        method: payment.attempt.method,
        status: 'overpaid',
        amount_cents: payment.amount,
        reference: payment.attempt.reference,
        transaction_id: payment.transactionId,
        paid_at: payment.at,
        created_at: payment.at,
        updated_at: payment.at,
        payer_account: payment.payer?.account || null,
        payer_name: payment.payer?.name || null,
      })
      .execute();
  }

  /** Money received after the order was paid: still to refund (`overpaid`) or refunded. */
  overpayments(orderId: number): Promise<PaymentRecord[]> {
    return this.db
      .selectFrom('payments')
      .selectAll()
      .where('order_id', '=', orderId)
      .where('status', 'in', ['overpaid', 'refunded'])
      .orderBy('id')
      .execute();
  }

  /** open → failed once; false when the payment was no longer open. */
  async failPayment(id: number, at: string): Promise<boolean> {
    const result = await this.db
      .updateTable('payments')
      .set({ status: 'failed', updated_at: at })
      .where('id', '=', id)
      .where('status', '=', 'open')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Every payment attempt of the order, oldest first. */
  payments(orderId: number): Promise<PaymentRecord[]> {
    return this.db.selectFrom('payments').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
  }

  /** The back-office's refund tasks (decision 065): money received that nothing owes, oldest first. */
  refundTasks(limit: number) {
    return this.db
      .selectFrom('payments')
      .innerJoin('orders', 'orders.id', 'payments.order_id')
      .innerJoin('b2b_clients', 'b2b_clients.id', 'orders.b2b_client_id')
      .select([
        'payments.id',
        'payments.order_id',
        'orders.number as order_number',
        'b2b_clients.name as company',
        'payments.amount_cents',
        'payments.paid_at',
        'payments.updated_at',
        'payments.method',
        'payments.transaction_id',
        'payments.reference',
        'payments.payer_name',
        'payments.payer_account',
      ])
      .where('payments.status', '=', 'overpaid')
      .orderBy('payments.updated_at')
      .orderBy('payments.id')
      .limit(limit)
      .execute();
  }

  /** overpaid → refunded, with who and when; false when it was not overpaid (any more). */
  async markRefunded(id: number, staffId: number, at: string): Promise<boolean> {
    const changed = await this.db
      .updateTable('payments')
      .set({ status: 'refunded', refunded_at: at, refunded_by: staffId, updated_at: at })
      .where('id', '=', id)
      .where('status', '=', 'overpaid')
      .executeTakeFirst();
    return Number(changed.numUpdatedRows) > 0;
  }

  /**
   * An invoice's pay-now attempt (issue 13); its id is the bank's stamp. The invoice's earlier
   * unsettled attempts are void first.
   */
  async insertInvoiceAttempt(attempt: {
    orderId: number;
    invoiceId: number;
    method: string;
    amount: number;
    reference: string;
    at: string;
  }): Promise<number> {
    await this.db
      .updateTable('payments')
      .set({ status: 'superseded', updated_at: attempt.at })
      .where('invoice_id', '=', attempt.invoiceId)
      .where('status', 'in', ['open', 'failed'])
      .execute();
    const row = await this.db
      .insertInto('payments')
      .values({
        order_id: attempt.orderId,
        invoice_id: attempt.invoiceId,
        method: attempt.method,
        status: 'open',
        amount_cents: attempt.amount,
        reference: attempt.reference,
        transaction_id: null,
        paid_at: null,
        created_at: attempt.at,
        updated_at: attempt.at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** Voids the other unsettled attempts of an invoice once one paid it. */
  async supersedeOtherInvoiceAttempts(invoiceId: number, keepId: number, at: string): Promise<void> {
    await this.db
      .updateTable('payments')
      .set({ status: 'superseded', updated_at: at })
      .where('invoice_id', '=', invoiceId)
      .where('id', '<>', keepId)
      .where('status', 'in', ['open', 'failed'])
      .execute();
  }
}
