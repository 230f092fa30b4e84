import { canPayLater, type PaymentMethodCode } from '@kodumasinad/contract';
import type { PaymentProvider, PaymentRegistry } from '../../platform/payments/index.js';

/**
 * The methods the payment step offers a client: the configured bank links (test bank included)
 * and 'Maksan hiljem' on invoice only for a client with a payment term in days.
 */
export function offeredMethods(registry: PaymentRegistry, paymentTerm: string | null): PaymentProvider[] {
  return registry
    .available()
    .filter((provider) =>
      provider.kind === 'invoice' ? canPayLater(paymentTerm) : provider.kind === 'bank-link',
    );
}

export function offeredMethod(
  registry: PaymentRegistry,
  paymentTerm: string | null,
  code: string | null,
): PaymentProvider | undefined {
  if (code === null) return undefined;
  return offeredMethods(registry, paymentTerm).find(
    (provider) => provider.code === (code as PaymentMethodCode),
  );
}

/** Whether an order paid with `code` can be paid again now (a configured bank link). */
export function canRestartPayment(registry: PaymentRegistry, code: string | null): boolean {
  return code !== null && registry.get(code)?.kind === 'bank-link';
}
