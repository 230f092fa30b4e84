import type { PaymentMethodCode } from '@kodumasinad/contract';
import type { IpizzaRejectReason } from './ipizza-messages.js';

/**
 * The one interface every payment method of SPEC §9 implements, so checkout and orders never know
 * which protocol is behind a method.
 */

/** bank-link: a signed form posted to the bank; invoice: nothing to pay now; redirect: an aggregator. */
export type PaymentKind = 'bank-link' | 'invoice' | 'redirect';

export interface PaymentStartInput {
  orderId: number;
  /** The payment attempt's id, echoed back by the provider (for bank links 1–20 digits). */
  stamp: string;
  amountCents: number;
  /** A 7-3-1 reference number, or ''. */
  reference: string;
  /** What the payer sees as the payment's description (bank links: up to 95 characters). */
  message: string;
  /** Where the payer and the provider's server-to-server call come back; no VK_ parameters. */
  returnUrl: string;
  cancelUrl: string;
}

/** The browser is sent on: a form the page builds and submits (POST) or a plain redirect (GET). */
export interface PaymentForm {
  done: false;
  method: 'POST' | 'GET';
  url: string;
  fields: Record<string, string>;
}

/** Nothing to do at a provider: the order is settled as it is (invoice). */
export interface PaymentDone {
  done: true;
}

export type PaymentStart = PaymentForm | PaymentDone;

export interface PaymentOutcome {
  ok: true;
  status: 'paid' | 'failed';
  stamp: string;
  /** The amount the provider says was paid; null when a failure carries none. */
  amountCents: number | null;
  reference: string;
  transactionId: string | null;
  /** Who paid (the bank's VK_SND_ACC / VK_SND_NAME), where a refund goes; absent when the provider says not. */
  payer?: { account: string; name: string } | null;
  /** The provider's server-to-server call (answer it plainly) rather than the payer's browser (redirect). */
  auto: boolean;
}

export type PaymentRejectReason = IpizzaRejectReason | 'not_supported';

/** A return that must not change the order; log reason and detail (the detail is English). */
export interface PaymentReturnRejected {
  ok: false;
  reason: PaymentRejectReason;
  detail: string;
}

export type PaymentReturn = PaymentOutcome | PaymentReturnRejected;

export interface ReturnContext {
  /**
   * Whether this arrived on the server-to-server channel, for protocols whose message does not
   * say so itself. iPizza ignores it: its replies carry VK_AUTO.
   */
  auto?: boolean;
}

export interface PaymentProvider {
  readonly code: PaymentMethodCode;
  readonly label: string;
  readonly kind: PaymentKind;
  /** False: listed for completeness but never offered; start() then throws. */
  readonly isConfigured: boolean;
  start(payment: PaymentStartInput): Promise<PaymentStart>;
  /** Reads a return or callback (a parsed form, query or webhook body) and checks its authenticity. */
  parseReturn(fields: unknown, context?: ReturnContext): Promise<PaymentReturn>;
}

export class PaymentNotConfiguredError extends Error {
  override name = 'PaymentNotConfiguredError';

  constructor(readonly code: PaymentMethodCode) {
    super(`payment method ${code} is not configured`);
  }
}
