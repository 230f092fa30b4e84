import type { Db } from '../../db/database.js';
import type { PaymentOutcome } from '../../platform/payments/index.js';
import { OrdersRepository } from './orders.repository.js';

export type OutcomeRejectReason =
  'unknown_stamp' | 'wrong_provider' | 'reference_mismatch' | 'amount_mismatch';

export type AppliedOutcome =
  | { ok: true; orderId: number; status: 'paid' | 'failed'; changed: boolean }
  | { ok: false; reason: OutcomeRejectReason; detail: string };

/** Stamps are payment ids: 1–20 digits on the wire, within what the id column can hold. */
function paymentIdOf(stamp: string): number | null {
  if (!/^\d{1,20}$/.test(stamp)) return null;
  const id = Number(stamp);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * Applies a provider's verified reply to our payment and order. The signed stamp names the
 * payment attempt; the reply must come from the attempt's provider and carry its reference and
 * (when paid) its exact amount. Repeats change nothing: both the bank's server call and the
 * payer's browser deliver the same reply, and a replayed stamp must not settle anything twice.
 */
export class PaymentOutcomes {
  constructor(
    private readonly db: Db,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  apply(providerCode: string, outcome: PaymentOutcome): Promise<AppliedOutcome> {
    const paymentId = paymentIdOf(outcome.stamp);
    if (paymentId === null) {
      return Promise.resolve({ ok: false, reason: 'unknown_stamp', detail: `stamp ${outcome.stamp}` });
    }
    return this.db.transaction().execute(async (trx): Promise<AppliedOutcome> => {
      const orders = new OrdersRepository(trx);
      const payment = await orders.payment(paymentId);
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
      const at = this.clock().toISOString();
      if (outcome.status === 'paid') {
        if (outcome.amountCents !== payment.amount_cents) {
          return {
            ok: false,
            reason: 'amount_mismatch',
            detail: `amount ${String(outcome.amountCents)}, expected ${payment.amount_cents}`,
          };
        }
        const changed = await orders.closePayment(paymentId, outcome.transactionId, at, at);
        if (changed) await orders.markOrderPaid(payment.order_id, at);
        return { ok: true, orderId: payment.order_id, status: 'paid', changed };
      }
      const changed = await orders.failPayment(paymentId, at);
      // Only the latest attempt speaks for the order: an old attempt failing late changes nothing.
      const latest = await orders.latestPayment(payment.order_id);
      if (changed && latest?.id === paymentId) await orders.markOrderPaymentFailed(payment.order_id, at);
      return { ok: true, orderId: payment.order_id, status: 'failed', changed };
    });
  }
}
