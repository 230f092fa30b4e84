import type { Db } from '../../db/database.js';
import type { PaymentRecord } from '../../db/schema-orders.js';
import type { EventBus } from '../../platform/events.js';
import type { PaymentOutcome } from '../../platform/payments/index.js';
import { issueInvoice } from '../invoices/invoice-issuing.js';
import { bookInvoicePayment, invoiceSettled } from '../invoices/invoice-ledger.js';
import { OrdersRepository } from './orders.repository.js';
import { PaymentsRepository, type PayerParty } from './payments.repository.js';

/** A bank reply's transaction: the order and its payment attempts. */
interface Repositories {
  orders: OrdersRepository;
  payments: PaymentsRepository;
}

export type OutcomeRejectReason =
  'unknown_stamp' | 'wrong_provider' | 'reference_mismatch' | 'amount_mismatch';

export type AppliedOutcome =
  | {
      ok: true;
      orderId: number;
      /** The invoice a pay-now attempt was for (issue 13); null for the order's own payment. */
      invoiceId: number | null;
      /** For a pay-now attempt: whether the invoice has nothing left to pay now. */
      invoicePaid: boolean;
      paymentId: number;
      status: 'paid' | 'failed';
      /** False for a repeat of a reply already applied (both channels deliver every reply). */
      changed: boolean;
      /** Whether the order is paid now, whichever attempt paid it: where the payer goes next. */
      orderPaid: boolean;
      /** The money arrived for an order already paid: recorded for the seller to refund. */
      overpayment: boolean;
      amountCents: number;
    }
  | { ok: false; reason: OutcomeRejectReason; detail: string };

/** Stamps are payment ids: 1–20 digits on the wire, within what the id column can hold. */
function paymentIdOf(stamp: string): number | null {
  if (!/^\d{1,20}$/.test(stamp)) return null;
  const id = Number(stamp);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

const SETTLED = ['closed', 'overpaid', 'refunded'];

/**
 * Applies a provider's verified reply to our payment and order. The signed stamp names the
 * payment attempt; the reply must come from the attempt's provider and carry its reference and
 * (when paid) its exact amount. Repeats change nothing: both the bank's server call and the
 * payer's browser deliver the same reply, and a replayed stamp must not settle anything twice.
 *
 * A success is money moved, so it is never dropped: on an attempt that a newer one superseded
 * (or that the bank had reported cancelled) it still pays an order that waits for its payment,
 * and voids the other unsettled attempts; on an order already paid it is kept as an overpayment for
 * the seller to refund, shown on the order (decision 013). An invoice's pay-now attempt books at
 * most what the invoice still owes; its excess is such an overpayment too (decision 065).
 */
export class PaymentOutcomes {
  constructor(
    private readonly db: Db,
    /** Raises order.paid in the transaction that paid an order (its invoice e-mail, issue 22 item 13). */
    private readonly events: EventBus,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  apply(providerCode: string, outcome: PaymentOutcome): Promise<AppliedOutcome> {
    const paymentId = paymentIdOf(outcome.stamp);
    if (paymentId === null) {
      return Promise.resolve({ ok: false, reason: 'unknown_stamp', detail: `stamp ${outcome.stamp}` });
    }
    return this.db.transaction().execute(async (trx): Promise<AppliedOutcome> => {
      const repos = { orders: new OrdersRepository(trx), payments: new PaymentsRepository(trx) };
      const { orders, payments } = repos;
      const payment = await payments.payment(paymentId);
      if (payment === undefined) {
        return { ok: false, reason: 'unknown_stamp', detail: `no payment ${paymentId}` };
      }
      if (payment.method !== providerCode) {
        return {
          ok: false,
          reason: 'wrong_provider',
          detail: `payment ${paymentId} is ${payment.method}, reply from ${providerCode}`,
        };
      }
      if (outcome.reference !== payment.reference) {
        return {
          ok: false,
          reason: 'reference_mismatch',
          detail: `reference ${outcome.reference}, expected ${payment.reference}`,
        };
      }
      if (outcome.status === 'paid' && outcome.amountCents !== payment.amount_cents) {
        return {
          ok: false,
          reason: 'amount_mismatch',
          detail: `amount ${String(outcome.amountCents)}, expected ${payment.amount_cents}`,
        };
      }
      await orders.lockOrder(payment.order_id);
      const now = this.clock();
      const at = now.toISOString();
      if (payment.invoice_id !== null) {
        return outcome.status === 'paid'
          ? this.invoicePaid(
              trx,
              repos,
              payment,
              payment.invoice_id,
              outcome.transactionId,
              now,
              outcome.payer ?? null,
            )
          : this.invoiceFailed(trx, repos, payment, payment.invoice_id, at);
      }
      return outcome.status === 'paid'
        ? this.paid(trx, repos, payment, outcome.transactionId, now, outcome.payer ?? null)
        : this.failed(repos, payment, at);
    });
  }

  private async paid(
    trx: Db,
    repos: Repositories,
    payment: PaymentRecord,
    transactionId: string | null,
    now: Date,
    payer: PayerParty | null,
  ): Promise<AppliedOutcome> {
    const { orders, payments } = repos;
    const at = now.toISOString();
    const settled = await payments.settlePayment(payment.id, transactionId, at, at, payer);
    if (!settled) {
      const again = await this.settledAgain(repos, payment, transactionId, payer, at);
      return this.result(repos, payment, 'paid', again.changed, again.overpayment);
    }
    const paysOrder = await orders.markOrderPaid(payment.order_id, at);
    if (paysOrder) {
      // Forms of the other attempts may still be paid: such money is then an overpayment.
      await payments.supersedeUnsettledPayments(payment.order_id, at, payment.id);
      // The order paid by bank link gets its invoice, paid in full (issue 13).
      await issueInvoice(trx, payment.order_id, now, {
        kind: 'paid',
        paymentId: payment.id,
        method: payment.method,
        amount: payment.amount_cents,
      });
      await this.events.emit('order.paid', { orderId: payment.order_id, method: payment.method }, trx);
    } else {
      await payments.markOverpaid(payment.id, at);
    }
    return this.result(repos, payment, 'paid', true, !paysOrder);
  }

  private async failed(repos: Repositories, payment: PaymentRecord, at: string): Promise<AppliedOutcome> {
    const { orders, payments } = repos;
    if (SETTLED.includes(payment.status)) {
      // A late failure of an attempt that was paid (the bank's cancel page reloaded) changes nothing.
      return this.result(
        repos,
        payment,
        'failed',
        false,
        payment.status === 'overpaid' || payment.status === 'refunded',
      );
    }
    const changed = await payments.failPayment(payment.id, at);
    // Only the latest attempt speaks for the order: an old attempt failing late changes nothing.
    const latest = await payments.latestPayment(payment.order_id);
    if (changed && latest?.id === payment.id) await orders.markOrderPaymentFailed(payment.order_id, at);
    return this.result(repos, payment, 'failed', changed, false);
  }

  /**
   * A pay-now attempt of an invoice paid: the money is booked on the invoice once, up to what it
   * still owes; the rest is an overpayment to refund, as on an order (decision 065).
   */
  private async invoicePaid(
    trx: Db,
    repos: Repositories,
    payment: PaymentRecord,
    invoiceId: number,
    transactionId: string | null,
    now: Date,
    payer: PayerParty | null,
  ): Promise<AppliedOutcome> {
    const { payments } = repos;
    const at = now.toISOString();
    const settled = await payments.settlePayment(payment.id, transactionId, at, at, payer);
    if (!settled) {
      const again = await this.settledAgain(repos, payment, transactionId, payer, at);
      return this.invoiceResult(trx, payment, invoiceId, 'paid', again.changed, again.overpayment);
    }
    const booked = await bookInvoicePayment(trx, {
      invoiceId,
      paymentId: payment.id,
      method: payment.method,
      amount: payment.amount_cents,
      at: now,
    });
    if (booked.excess > 0) {
      // More than the invoice still owed (e.g. a superseded attempt paid after another one):
      // the excess is a refund task, as on an order (decision 065).
      if (booked.booked === 0) await payments.markOverpaid(payment.id, at);
      else
        await payments.insertOverpayment({
          attempt: payment,
          transactionId,
          payer,
          amount: booked.excess,
          at,
        });
    }
    return this.invoiceResult(trx, payment, invoiceId, 'paid', true, booked.excess > 0);
  }

  /**
   * A paid reply for an attempt settled already: a repeat changes nothing, but the same attempt
   * paid a second time (another bank transaction) is an overpayment to refund, once per transaction.
   */
  private async settledAgain(
    { payments }: Repositories,
    payment: PaymentRecord,
    transactionId: string | null,
    payer: PayerParty | null,
    at: string,
  ): Promise<{ changed: boolean; overpayment: boolean }> {
    const current = await payments.payment(payment.id);
    const first = current?.transaction_id ?? null;
    if (transactionId !== null && transactionId !== '' && first !== null && first !== transactionId) {
      const added = await payments.insertSecondPayment({ attempt: payment, transactionId, payer, at });
      return { changed: added, overpayment: true };
    }
    return { changed: false, overpayment: current?.status === 'overpaid' || current?.status === 'refunded' };
  }

  /** A pay-now attempt failed or was cancelled: only the attempt changes, the invoice waits. */
  private async invoiceFailed(
    trx: Db,
    { payments }: Repositories,
    payment: PaymentRecord,
    invoiceId: number,
    at: string,
  ): Promise<AppliedOutcome> {
    const changed = SETTLED.includes(payment.status) ? false : await payments.failPayment(payment.id, at);
    return this.invoiceResult(trx, payment, invoiceId, 'failed', changed, false);
  }

  private async invoiceResult(
    trx: Db,
    payment: PaymentRecord,
    invoiceId: number,
    status: 'paid' | 'failed',
    changed: boolean,
    overpayment: boolean,
  ): Promise<AppliedOutcome> {
    return {
      ok: true,
      orderId: payment.order_id,
      invoiceId,
      invoicePaid: await invoiceSettled(trx, invoiceId),
      paymentId: payment.id,
      status,
      changed,
      orderPaid: false,
      overpayment,
      amountCents: payment.amount_cents,
    };
  }

  private async result(
    { orders }: Repositories,
    payment: PaymentRecord,
    status: 'paid' | 'failed',
    changed: boolean,
    overpayment: boolean,
  ): Promise<AppliedOutcome> {
    return {
      ok: true,
      orderId: payment.order_id,
      invoiceId: null,
      invoicePaid: false,
      paymentId: payment.id,
      status,
      changed,
      orderPaid: (await orders.paymentStatus(payment.order_id)) === 'closed',
      overpayment,
      amountCents: payment.amount_cents,
    };
  }
}
