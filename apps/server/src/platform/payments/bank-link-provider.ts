import { PAYMENT_METHOD_LABELS } from '@kodumasinad/contract';
import type { BankLinkConfig } from './bank-link-config.js';
import { buildPaymentRequest } from './ipizza-messages.js';
import type { PaymentProvider, PaymentReturn, PaymentStart, PaymentStartInput } from './provider.js';
import { verifyBankReply } from './verify-reply.js';

export interface BankLinkProvider extends PaymentProvider {
  readonly kind: 'bank-link';
  readonly bank: BankLinkConfig;
}

/**
 * A bank reached over iPizza: start() signs a 1012 request the browser posts to the bank;
 * parseReturn() verifies the bank's 1111/1911 reply, from the browser (VK_AUTO=N) or from the
 * bank's server (VK_AUTO=Y), with verifyBankReply.
 */
export function createBankLinkProvider(
  bank: BankLinkConfig,
  options: { now?: () => Date } = {},
): BankLinkProvider {
  const now = options.now ?? (() => new Date());
  return {
    code: bank.code,
    label: PAYMENT_METHOD_LABELS[bank.code],
    kind: 'bank-link',
    isConfigured: true,
    bank,
    async start(payment: PaymentStartInput): Promise<PaymentStart> {
      const fields = buildPaymentRequest(
        {
          merchantId: bank.merchantId,
          stamp: payment.stamp,
          amountCents: payment.amountCents,
          reference: payment.reference,
          message: payment.message,
          returnUrl: payment.returnUrl,
          cancelUrl: payment.cancelUrl,
          now: now(),
        },
        bank.privateKey,
      );
      return { done: false, method: 'POST', url: bank.url, fields };
    },
    async parseReturn(fields: unknown): Promise<PaymentReturn> {
      return verifyBankReply(bank, fields);
    },
  };
}
