import type { KeyObject } from 'node:crypto';
import { IPIZZA_VERSION, missingMacFields, parseAmount, parseBankDatetime, verifyMac } from './ipizza.js';
import { IPIZZA_CURRENCY, reject, toVkFields, type IpizzaRejection, type Party } from './ipizza-messages.js';

/** What the shop knows about one bank: enough to check that a reply is the bank's, for us. */
export interface BankReplyKeys {
  /** Our id at the bank: VK_SND_ID of our requests, VK_REC_ID of its replies. */
  merchantId: string;
  /** The bank's id: VK_SND_ID of its replies. */
  bankId: string;
  bankPublicKey: KeyObject;
}

export interface VerifiedBankReply {
  ok: true;
  service: '1111' | '1911';
  status: 'paid' | 'failed';
  stamp: string;
  /** Paid amount; null for 1911, which carries none. */
  amountCents: number | null;
  reference: string;
  message: string;
  /** The bank's transaction number (VK_T_NO); null for 1911. */
  transactionId: string | null;
  /** VK_T_DATETIME; null for 1911 or when the bank sent an unreadable value. */
  paidAt: Date | null;
  payer: Party | null;
  /** VK_AUTO=Y: the bank's server-to-server call, not the payer's browser. */
  auto: boolean;
}

export type BankReplyResult = VerifiedBankReply | IpizzaRejection;

/**
 * Checks a bank's 1111/1911 reply (a parsed form or query): the signature with the bank's key
 * first, then that it is from this bank to us and, for 1111, a plain EUR amount. A rejection's
 * reason and detail are for the log. Matching stamp, amount and reference to the order, and
 * treating a repeated reply as already handled, is the caller's job: this function is pure.
 */
export function verifyBankReply(bank: BankReplyKeys, input: unknown): BankReplyResult {
  const fields = toVkFields(input);
  if (fields === null) return reject('malformed', 'not a form of single VK_ fields');
  if (fields.VK_MAC === undefined || fields.VK_MAC === '') return reject('missing_mac', 'no VK_MAC');
  const service = fields.VK_SERVICE;
  if (service !== '1111' && service !== '1911') {
    return reject('unsupported_service', `VK_SERVICE ${String(service)} is not a payment reply`);
  }
  if (fields.VK_VERSION !== IPIZZA_VERSION) {
    return reject('unsupported_version', `VK_VERSION ${String(fields.VK_VERSION)}`);
  }
  const missing = missingMacFields(fields, service);
  if (missing.length > 0) return reject('missing_field', `missing ${missing.join(', ')}`);
  if (!verifyMac(fields, bank.bankPublicKey)) {
    return reject('bad_mac', `VK_MAC does not verify with the ${bank.bankId} key`);
  }
  if (fields.VK_SND_ID !== bank.bankId) {
    return reject('wrong_sender', `VK_SND_ID ${String(fields.VK_SND_ID)}, expected ${bank.bankId}`);
  }
  if (fields.VK_REC_ID !== bank.merchantId) {
    return reject('wrong_recipient', `VK_REC_ID ${String(fields.VK_REC_ID)}, expected ${bank.merchantId}`);
  }
  const common = {
    ok: true as const,
    stamp: fields.VK_STAMP ?? '',
    reference: fields.VK_REF ?? '',
    message: fields.VK_MSG ?? '',
    auto: fields.VK_AUTO === 'Y',
  };
  if (service === '1911') {
    return {
      ...common,
      service,
      status: 'failed',
      amountCents: null,
      transactionId: null,
      paidAt: null,
      payer: null,
    };
  }
  const amountCents = parseAmount(fields.VK_AMOUNT);
  if (amountCents === null) return reject('bad_amount', `VK_AMOUNT ${String(fields.VK_AMOUNT)}`);
  if (fields.VK_CURR !== IPIZZA_CURRENCY)
    return reject('wrong_currency', `VK_CURR ${String(fields.VK_CURR)}`);
  return {
    ...common,
    service,
    status: 'paid',
    amountCents,
    transactionId: fields.VK_T_NO ?? '',
    paidAt: parseBankDatetime(fields.VK_T_DATETIME),
    payer: { account: fields.VK_SND_ACC ?? '', name: fields.VK_SND_NAME ?? '' },
  };
}
