import { PAYMENT_METHOD_LABELS, type PaymentMethodCode } from '@kodumasinad/contract';
import { PaymentNotConfiguredError, type PaymentKind, type PaymentProvider } from './provider.js';

/**
 * Pay later on invoice: nothing happens at a provider, the order is settled as it is. Who may use
 * it (a client with a payment term in days, contract `canPayLater`) and the invoice record with its
 * reference and due date are the orders layer's.
 */
export function createInvoiceProvider(): PaymentProvider {
  return {
    code: 'invoice',
    label: PAYMENT_METHOD_LABELS.invoice,
    kind: 'invoice',
    isConfigured: true,
    start: async () => ({ done: true }),
    parseReturn: async () => ({
      ok: false,
      reason: 'not_supported',
      detail: 'invoice has no provider return',
    }),
  };
}

/**
 * A method listed with its label but not offered: a bank link without settings, or an aggregator
 * (card, ESTO, Inbank, Indivy) that is not integrated — see docs/decisions/007-payment-providers.md.
 */
export function createUnconfiguredProvider(code: PaymentMethodCode, kind: PaymentKind): PaymentProvider {
  return {
    code,
    label: PAYMENT_METHOD_LABELS[code],
    kind,
    isConfigured: false,
    start: async () => {
      throw new PaymentNotConfiguredError(code);
    },
    parseReturn: async () => ({ ok: false, reason: 'not_supported', detail: `${code} is not configured` }),
  };
}
