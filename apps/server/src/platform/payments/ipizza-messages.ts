import type { KeyObject } from 'node:crypto';
import { isValidReference } from '@kodumasinad/contract';
import {
  IPIZZA_VERSION,
  IpizzaError,
  formatAmount,
  formatBankDatetime,
  missingMacFields,
  overLongFields,
  parseAmount,
  parseBankDatetime,
  returnUrlProblem,
  signMac,
  verifyMac,
  type RequestService,
  type VkFields,
} from './ipizza.js';

/**
 * iPizza messages: the merchant's payment request (built by the shop, read by a bank such as the
 * test bank) and the bank's replies (built by a bank; the shop reads them in verify-reply.ts).
 */

export type IpizzaLang = 'EST' | 'ENG' | 'RUS';
export const IPIZZA_ENCODING = 'UTF-8';
export const IPIZZA_CURRENCY = 'EUR';
/** Banks refuse requests whose VK_DATETIME is further than this from their clock (DOMAIN.md). */
export const MAX_CLOCK_SKEW_MS = 5 * 60 * 1000;

/** Why a message was refused; `detail` is English and meant for the log, not for the visitor. */
export type IpizzaRejectReason =
  | 'malformed'
  | 'missing_mac'
  | 'unsupported_service'
  | 'unsupported_version'
  | 'missing_field'
  | 'bad_mac'
  | 'wrong_sender'
  | 'wrong_recipient'
  | 'field_too_long'
  | 'bad_amount'
  | 'wrong_currency'
  | 'bad_datetime'
  | 'stale_datetime'
  | 'bad_return_url'
  | 'bad_reference';

export interface IpizzaRejection {
  ok: false;
  reason: IpizzaRejectReason;
  detail: string;
}

export const reject = (reason: IpizzaRejectReason, detail: string): IpizzaRejection => ({
  ok: false,
  reason,
  detail,
});

/**
 * The VK_ fields of a parsed form or query; null when it is not an object or a VK_ field is not a
 * single string (a repeated field is never sent by a bank, so it is treated as tampering).
 */
export function toVkFields(input: unknown): VkFields | null {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return null;
  const fields: VkFields = Object.create(null) as VkFields;
  for (const [name, value] of Object.entries(input)) {
    if (!name.startsWith('VK_')) continue;
    if (typeof value !== 'string') return null;
    fields[name] = value;
  }
  return fields;
}

export interface Party {
  /** IBAN. */
  account: string;
  name: string;
}

export interface PaymentRequestInput {
  /** 1012 (payee from the contract, the default) or 1011 (payee in VK_ACC/VK_NAME). */
  service?: RequestService;
  /** Our merchant id at the bank (VK_SND_ID), up to 15 characters. */
  merchantId: string;
  /** The payment attempt's id, 1–20 digits; the bank echoes it in the reply. */
  stamp: string;
  amountCents: number;
  /** A 7-3-1 reference number, or '' for none. */
  reference: string;
  /** Payment description shown to the payer, up to 95 characters. */
  message: string;
  returnUrl: string;
  cancelUrl: string;
  /** Required for 1011. */
  payee?: Party;
  now: Date;
  lang?: IpizzaLang;
}

/** The signed 1011/1012 request; throws IpizzaError when a field breaks the protocol's rules. */
export function buildPaymentRequest(input: PaymentRequestInput, privateKey: KeyObject): VkFields {
  const service = input.service ?? '1012';
  if (!/^\d{1,20}$/.test(input.stamp)) throw new IpizzaError('VK_STAMP must be 1–20 digits');
  if (input.merchantId === '') throw new IpizzaError('VK_SND_ID must not be empty');
  if (input.reference !== '' && !isValidReference(input.reference)) {
    throw new IpizzaError(`VK_REF ${input.reference} is not a valid 7-3-1 reference number`);
  }
  for (const [name, url] of [
    ['VK_RETURN', input.returnUrl],
    ['VK_CANCEL', input.cancelUrl],
  ] as const) {
    const problem = returnUrlProblem(url);
    if (problem !== null) throw new IpizzaError(`${name} ${problem}`);
  }
  const payee = service === '1011' ? input.payee : undefined;
  if (service === '1011' && (payee === undefined || payee.account === '' || payee.name === '')) {
    throw new IpizzaError('service 1011 needs the payee account and name');
  }
  const fields: VkFields = {
    VK_SERVICE: service,
    VK_VERSION: IPIZZA_VERSION,
    VK_SND_ID: input.merchantId,
    VK_STAMP: input.stamp,
    VK_AMOUNT: formatAmount(input.amountCents),
    VK_CURR: IPIZZA_CURRENCY,
    ...(payee ? { VK_ACC: payee.account, VK_NAME: payee.name } : {}),
    VK_REF: input.reference,
    VK_MSG: input.message,
    VK_RETURN: input.returnUrl,
    VK_CANCEL: input.cancelUrl,
    VK_DATETIME: formatBankDatetime(input.now),
  };
  const tooLong = overLongFields(fields);
  if (tooLong.length > 0) throw new IpizzaError(`fields too long: ${tooLong.join(', ')}`);
  return {
    ...fields,
    VK_MAC: signMac(fields, privateKey),
    VK_ENCODING: IPIZZA_ENCODING,
    VK_LANG: input.lang ?? 'EST',
  };
}

/** A payment request as a bank reads it, after its checks passed. */
export interface PaymentRequest {
  service: RequestService;
  merchantId: string;
  stamp: string;
  amountCents: number;
  currency: string;
  payee: Party | null;
  reference: string;
  message: string;
  returnUrl: string;
  cancelUrl: string;
  datetime: Date;
  lang: string;
}

export interface ReadRequestOptions {
  merchantId: string;
  merchantPublicKey: KeyObject;
  now: Date;
  maxClockSkewMs?: number;
}

/** The bank's side: checks a posted 1011/1012 request the way a bank does before showing it. */
export function readPaymentRequest(
  input: unknown,
  options: ReadRequestOptions,
): { ok: true; request: PaymentRequest; fields: VkFields } | IpizzaRejection {
  const fields = toVkFields(input);
  if (fields === null) return reject('malformed', 'not a form of single VK_ fields');
  const service = fields.VK_SERVICE;
  if (service !== '1011' && service !== '1012') {
    return reject('unsupported_service', `VK_SERVICE ${String(service)} is not a payment request`);
  }
  if (fields.VK_VERSION !== IPIZZA_VERSION) {
    return reject('unsupported_version', `VK_VERSION ${String(fields.VK_VERSION)}`);
  }
  const missing = missingMacFields(fields, service);
  if (missing.length > 0) return reject('missing_field', `missing ${missing.join(', ')}`);
  if (fields.VK_SND_ID !== options.merchantId) {
    return reject('wrong_sender', `unknown merchant VK_SND_ID ${String(fields.VK_SND_ID)}`);
  }
  if (fields.VK_MAC === undefined || fields.VK_MAC === '') return reject('missing_mac', 'no VK_MAC');
  if (!verifyMac(fields, options.merchantPublicKey)) {
    return reject('bad_mac', 'VK_MAC does not verify with the merchant key');
  }
  const tooLong = overLongFields(fields);
  if (tooLong.length > 0) return reject('field_too_long', tooLong.join(', '));
  const amountCents = parseAmount(fields.VK_AMOUNT);
  if (amountCents === null) return reject('bad_amount', `VK_AMOUNT ${String(fields.VK_AMOUNT)}`);
  if (fields.VK_CURR !== IPIZZA_CURRENCY)
    return reject('wrong_currency', `VK_CURR ${String(fields.VK_CURR)}`);
  const datetime = parseBankDatetime(fields.VK_DATETIME);
  if (datetime === null) return reject('bad_datetime', `VK_DATETIME ${String(fields.VK_DATETIME)}`);
  const skew = Math.abs(datetime.getTime() - options.now.getTime());
  if (skew > (options.maxClockSkewMs ?? MAX_CLOCK_SKEW_MS)) {
    return reject('stale_datetime', `VK_DATETIME is ${Math.round(skew / 1000)} s off the bank clock`);
  }
  for (const name of ['VK_RETURN', 'VK_CANCEL'] as const) {
    const problem = returnUrlProblem(fields[name] ?? '');
    if (problem !== null) return reject('bad_return_url', `${name} ${problem}`);
  }
  const reference = fields.VK_REF ?? '';
  if (reference !== '' && !isValidReference(reference)) {
    return reject('bad_reference', `VK_REF ${reference} fails the 7-3-1 check`);
  }
  return {
    ok: true,
    fields,
    request: {
      service,
      merchantId: options.merchantId,
      stamp: fields.VK_STAMP ?? '',
      amountCents,
      currency: IPIZZA_CURRENCY,
      payee: service === '1011' ? { account: fields.VK_ACC ?? '', name: fields.VK_NAME ?? '' } : null,
      reference,
      message: fields.VK_MSG ?? '',
      returnUrl: fields.VK_RETURN ?? '',
      cancelUrl: fields.VK_CANCEL ?? '',
      datetime,
      lang: fields.VK_LANG ?? 'EST',
    },
  };
}

interface ReplyBase {
  /** The bank's id (VK_SND_ID of the reply). */
  bankId: string;
  /** The merchant's id (VK_REC_ID of the reply). */
  merchantId: string;
  stamp: string;
  reference: string;
  message: string;
  lang?: string;
}

export interface PaidReplyInput extends ReplyBase {
  transactionId: string;
  amountCents: number;
  recipient: Party;
  payer: Party;
  paidAt: Date;
}

/**
 * The bank's signed 1111 (paid) reply. VK_AUTO is not signed, so the caller adds 'Y' for the
 * server-to-server call and 'N' for the browser's return to the same signed fields.
 */
export function buildPaidReply(input: PaidReplyInput, bankPrivateKey: KeyObject): VkFields {
  return signReply(
    {
      VK_SERVICE: '1111',
      VK_VERSION: IPIZZA_VERSION,
      VK_SND_ID: input.bankId,
      VK_REC_ID: input.merchantId,
      VK_STAMP: input.stamp,
      VK_T_NO: input.transactionId,
      VK_AMOUNT: formatAmount(input.amountCents),
      VK_CURR: IPIZZA_CURRENCY,
      VK_REC_ACC: input.recipient.account,
      VK_REC_NAME: input.recipient.name,
      VK_SND_ACC: input.payer.account,
      VK_SND_NAME: input.payer.name,
      VK_REF: input.reference,
      VK_MSG: input.message,
      VK_T_DATETIME: formatBankDatetime(input.paidAt),
    },
    bankPrivateKey,
    input.lang,
  );
}

/** The bank's signed 1911 (failed or cancelled) reply; VK_AUTO as for buildPaidReply. */
export function buildFailedReply(input: ReplyBase, bankPrivateKey: KeyObject): VkFields {
  return signReply(
    {
      VK_SERVICE: '1911',
      VK_VERSION: IPIZZA_VERSION,
      VK_SND_ID: input.bankId,
      VK_REC_ID: input.merchantId,
      VK_STAMP: input.stamp,
      VK_REF: input.reference,
      VK_MSG: input.message,
    },
    bankPrivateKey,
    input.lang,
  );
}

function signReply(fields: VkFields, privateKey: KeyObject, lang = 'EST'): VkFields {
  const tooLong = overLongFields(fields);
  if (tooLong.length > 0) throw new IpizzaError(`fields too long: ${tooLong.join(', ')}`);
  if (fields.VK_SND_ID === '') throw new IpizzaError('VK_SND_ID must not be empty');
  return { ...fields, VK_MAC: signMac(fields, privateKey), VK_ENCODING: IPIZZA_ENCODING, VK_LANG: lang };
}
