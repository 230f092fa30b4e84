import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { BankReplyKeys } from './verify-reply.js';

/** The iPizza banks of SPEC §9 and the infix of their environment variables. */
export const BANK_LINK_BANKS = [
  { code: 'swedbank', env: 'SWEDBANK' },
  { code: 'seb', env: 'SEB' },
  { code: 'lhv', env: 'LHV' },
  { code: 'luminor', env: 'LUMINOR' },
  { code: 'coop', env: 'COOP' },
  { code: 'citadele', env: 'CITADELE' },
] as const;

export type BankLinkCode = (typeof BANK_LINK_BANKS)[number]['code'];

/** One bank link as the shop uses it: where to post, who we are, and both ends' keys. */
export interface BankLinkConfig extends BankReplyKeys {
  code: BankLinkCode | 'testbank';
  /** The bank's payment endpoint the payer's browser posts the 1012 form to. */
  url: string;
  /** Our private key: signs the requests. */
  privateKey: KeyObject;
}

export interface PaymentsConfig {
  /** The configured bank links only; the others are listed but not offered. */
  bankLinks: BankLinkConfig[];
  /** Whether the built-in test bank runs (TEST_BANK_ENABLED; on unless NODE_ENV=production). */
  testBankEnabled: boolean;
}

/** Invalid payment settings; `issues` are lines like 'BANKLINK_SEB_URL: is required'. */
export class PaymentConfigError extends Error {
  override name = 'PaymentConfigError';

  constructor(readonly issues: string[]) {
    super(`Invalid payment settings:\n${issues.map((issue) => `  ${issue}`).join('\n')}`);
  }
}

export const MIN_RSA_BITS = 2048;

/** The variables of one bank, e.g. BANKLINK_SEB_URL. */
export function bankLinkEnvNames(infix: string) {
  const prefix = `BANKLINK_${infix}_`;
  return {
    url: `${prefix}URL`,
    merchantId: `${prefix}SND_ID`,
    bankId: `${prefix}BANK_ID`,
    privateKey: `${prefix}PRIVATE_KEY`,
    bankPublicKey: `${prefix}BANK_PUBLIC_KEY`,
  } as const;
}

type Env = Record<string, string | undefined>;

/**
 * The configured bank links. A bank with none of its variables set is simply off; one with only
 * some of them, or with an unreadable key, is an error (a half-configured bank would otherwise
 * vanish from checkout without a word). Keys are PEM text (literal \n allowed) or a file path
 * (relative to the working directory); the bank's public key may also be its X.509 certificate.
 */
export function bankLinkConfigFromEnv(env: Env, options: { isProduction?: boolean } = {}): BankLinkConfig[] {
  const issues: string[] = [];
  const banks: BankLinkConfig[] = [];
  for (const bank of BANK_LINK_BANKS) {
    const names = bankLinkEnvNames(bank.env);
    const value = (name: string) => {
      const raw = env[name]?.trim();
      return raw === undefined || raw === '' ? undefined : raw;
    };
    const values = Object.values(names).map(value);
    if (values.every((v) => v === undefined)) continue;
    const before = issues.length;
    for (const name of Object.values(names)) {
      if (value(name) === undefined) issues.push(`${name}: is required when ${bank.env} is configured`);
    }
    if (issues.length > before) continue;
    const url = urlIssue(value(names.url) ?? '', options.isProduction ?? false);
    if (url !== null) issues.push(`${names.url}: ${url}`);
    const merchantId = value(names.merchantId) ?? '';
    if (merchantId.length > 15) issues.push(`${names.merchantId}: must be at most 15 characters`);
    const privateKey = readKey(value(names.privateKey) ?? '', 'private', names.privateKey, issues);
    const bankPublicKey = readKey(value(names.bankPublicKey) ?? '', 'public', names.bankPublicKey, issues);
    if (issues.length > before || privateKey === null || bankPublicKey === null) continue;
    banks.push({
      code: bank.code,
      url: value(names.url) ?? '',
      merchantId,
      bankId: value(names.bankId) ?? '',
      privateKey,
      bankPublicKey,
    });
  }
  if (issues.length > 0) throw new PaymentConfigError(issues);
  return banks;
}

/** TEST_BANK_ENABLED: true/false (1/0, yes/no); unset means on everywhere but production. */
export function testBankEnabledFromEnv(env: Env, isProduction: boolean): boolean {
  const raw = env.TEST_BANK_ENABLED?.trim().toLowerCase();
  if (raw === undefined || raw === '') return !isProduction;
  if (['true', '1', 'yes'].includes(raw)) return true;
  if (['false', '0', 'no'].includes(raw)) return false;
  throw new PaymentConfigError(['TEST_BANK_ENABLED: must be true or false']);
}

/** Everything payments read from the environment; throws PaymentConfigError listing every problem. */
export function paymentsConfigFromEnv(env: Env, options: { isProduction: boolean }): PaymentsConfig {
  const issues: string[] = [];
  const attempt = <T>(read: () => T, fallback: T): T => {
    try {
      return read();
    } catch (error) {
      if (!(error instanceof PaymentConfigError)) throw error;
      issues.push(...error.issues);
      return fallback;
    }
  };
  const bankLinks = attempt(() => bankLinkConfigFromEnv(env, options), []);
  const testBankEnabled = attempt(() => testBankEnabledFromEnv(env, options.isProduction), false);
  if (issues.length > 0) throw new PaymentConfigError(issues);
  return { bankLinks, testBankEnabled };
}

/** Origins the shop's pages post payment forms to: the CSP form-action must allow them. */
export function paymentFormOrigins(bankLinks: readonly Pick<BankLinkConfig, 'url'>[]): string[] {
  return [...new Set(bankLinks.map((bank) => new URL(bank.url).origin))];
}

function urlIssue(url: string, isProduction: boolean): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'must be an absolute URL';
  }
  if (parsed.protocol === 'https:') return null;
  if (parsed.protocol === 'http:' && !isProduction) return null;
  return isProduction ? 'must be an https URL in production' : 'must be an http(s) URL';
}

/** PEM text (possibly with literal \n from a one-line env value) or a path to a PEM file. */
function keyText(value: string): string {
  if (value.includes('-----BEGIN')) return value.replace(/\\n/g, '\n');
  return readFileSync(resolve(value), 'utf8');
}

function readKey(
  value: string,
  kind: 'private' | 'public',
  name: string,
  issues: string[],
): KeyObject | null {
  let key: KeyObject;
  try {
    const text = keyText(value);
    key = kind === 'private' ? createPrivateKey(text) : createPublicKey(text);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    issues.push(
      code === 'ENOENT' || code === 'EACCES' || code === 'EISDIR'
        ? `${name}: cannot read the key file ${value} (${code})`
        : `${name}: is not a readable PEM ${kind === 'private' ? 'private key' : 'public key or certificate'}`,
    );
    return null;
  }
  const bits = key.asymmetricKeyDetails?.modulusLength ?? 0;
  if (key.asymmetricKeyType !== 'rsa') issues.push(`${name}: must be an RSA key`);
  else if (bits < MIN_RSA_BITS) issues.push(`${name}: must be at least ${MIN_RSA_BITS} bits (is ${bits})`);
  else return key;
  return null;
}
