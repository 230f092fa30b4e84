import { PAYMENT_METHOD_CODES, type PaymentMethodCode } from '@kodumasinad/contract';
import { BANK_LINK_BANKS, type BankLinkConfig } from './bank-link-config.js';
import { createBankLinkProvider } from './bank-link-provider.js';
import { createInvoiceProvider, createUnconfiguredProvider } from './other-providers.js';
import type { PaymentProvider } from './provider.js';

export interface PaymentRegistry {
  /** Every method of SPEC §9 in the payment step's order, configured or not. */
  all(): readonly PaymentProvider[];
  /** The methods that can be offered, in the same order. */
  available(): PaymentProvider[];
  /** A configured method by code; undefined for unknown or unconfigured ones. */
  get(code: string): PaymentProvider | undefined;
}

export interface RegistryOptions {
  /** Configured bank links (bankLinkConfigFromEnv). */
  bankLinks: readonly BankLinkConfig[];
  /** The test bank's link when it runs (registerTestBank's bankLink), else null. */
  testBank?: BankLinkConfig | null;
  now?: () => Date;
}

const BANK_LINK_CODES = new Set<string>(BANK_LINK_BANKS.map((bank) => bank.code));

export function createPaymentRegistry(options: RegistryOptions): PaymentRegistry {
  const links = new Map<string, BankLinkConfig>(options.bankLinks.map((bank) => [bank.code, bank]));
  if (options.testBank) links.set('testbank', options.testBank);

  const providers = PAYMENT_METHOD_CODES.map((code: PaymentMethodCode): PaymentProvider => {
    const link = links.get(code);
    if (link) return createBankLinkProvider(link, { now: options.now });
    if (code === 'invoice') return createInvoiceProvider();
    const isBankLink = BANK_LINK_CODES.has(code) || code === 'testbank';
    return createUnconfiguredProvider(code, isBankLink ? 'bank-link' : 'redirect');
  });
  const byCode = new Map(providers.filter((p) => p.isConfigured).map((p) => [p.code as string, p]));

  return {
    all: () => providers,
    available: () => providers.filter((p) => p.isConfigured),
    get: (code) => byCode.get(code),
  };
}
