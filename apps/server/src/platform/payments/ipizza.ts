import { createSign, createVerify, type KeyObject } from 'node:crypto';
import { ESTONIAN_TIME_ZONE } from '../estonian-calendar.js';

/**
 * The iPizza bank-link protocol of the Estonian banks (DOMAIN.md "Bank links"): which fields each
 * message signs and in what order, the MAC string, RSA signing and the field formats. Message
 * building and reading on top of these lives in ipizza-messages.ts.
 */

/** Signed fields of each message, in signing order (DOMAIN.md). */
export const IPIZZA_MAC_FIELDS = {
  /** Payment request, payee given in VK_ACC and VK_NAME. */
  '1011': [
    'VK_SERVICE',
    'VK_VERSION',
    'VK_SND_ID',
    'VK_STAMP',
    'VK_AMOUNT',
    'VK_CURR',
    'VK_ACC',
    'VK_NAME',
    'VK_REF',
    'VK_MSG',
    'VK_RETURN',
    'VK_CANCEL',
    'VK_DATETIME',
  ],
  /** Payment request, payee from the merchant's contract. */
  '1012': [
    'VK_SERVICE',
    'VK_VERSION',
    'VK_SND_ID',
    'VK_STAMP',
    'VK_AMOUNT',
    'VK_CURR',
    'VK_REF',
    'VK_MSG',
    'VK_RETURN',
    'VK_CANCEL',
    'VK_DATETIME',
  ],
  /** Reply: paid. */
  '1111': [
    'VK_SERVICE',
    'VK_VERSION',
    'VK_SND_ID',
    'VK_REC_ID',
    'VK_STAMP',
    'VK_T_NO',
    'VK_AMOUNT',
    'VK_CURR',
    'VK_REC_ACC',
    'VK_REC_NAME',
    'VK_SND_ACC',
    'VK_SND_NAME',
    'VK_REF',
    'VK_MSG',
    'VK_T_DATETIME',
  ],
  /** Reply: failed or cancelled. */
  '1911': ['VK_SERVICE', 'VK_VERSION', 'VK_SND_ID', 'VK_REC_ID', 'VK_STAMP', 'VK_REF', 'VK_MSG'],
} as const satisfies Record<string, readonly string[]>;

export type IpizzaService = keyof typeof IPIZZA_MAC_FIELDS;
export type RequestService = '1011' | '1012';

/** Field name → value, as posted. VK_MAC, VK_ENCODING, VK_LANG and VK_AUTO are never signed. */
export type VkFields = Record<string, string>;

/**
 * VK_VERSION → hash of the RSA PKCS#1 v1.5 signature. Only 009 (SHA-512): we always send 009, so a
 * compliant bank answers 009, and a reply claiming 008 (SHA-1, being retired) is treated as a
 * downgrade and refused rather than verified with the weaker hash (docs/decisions/007).
 */
export const IPIZZA_VERSION = '009';
const HASH_BY_VERSION: Record<string, string> = { [IPIZZA_VERSION]: 'sha512' };

/** Length limits in characters: DOMAIN.md, plus the bank specs' limits for the other fields. */
export const IPIZZA_FIELD_LIMITS: Readonly<Record<string, number>> = {
  VK_SND_ID: 15,
  VK_REC_ID: 15,
  VK_STAMP: 20,
  VK_AMOUNT: 12,
  VK_CURR: 3,
  VK_ACC: 34,
  VK_NAME: 70,
  VK_REF: 35,
  VK_MSG: 95,
  VK_RETURN: 255,
  VK_CANCEL: 255,
  VK_T_NO: 20,
  VK_REC_ACC: 34,
  VK_REC_NAME: 70,
  VK_SND_ACC: 34,
  VK_SND_NAME: 70,
};

export const BANK_TIME_ZONE = ESTONIAN_TIME_ZONE;

/** A programming or configuration error on our side: a field we were asked to send is invalid. */
export class IpizzaError extends Error {
  override name = 'IpizzaError';
}

export function isIpizzaService(value: unknown): value is IpizzaService {
  return typeof value === 'string' && Object.hasOwn(IPIZZA_MAC_FIELDS, value);
}

/** Length in characters (code points): 'ä' or 'õ' is one, whatever its UTF-8 size. */
export function charLength(value: string): number {
  return [...value].length;
}

/** The fields of `fields` that exceed their limit, as 'VK_MSG (96 > 95)'. */
export function overLongFields(fields: VkFields): string[] {
  const problems: string[] = [];
  for (const [name, limit] of Object.entries(IPIZZA_FIELD_LIMITS)) {
    const value = fields[name];
    if (value !== undefined && charLength(value) > limit) {
      problems.push(`${name} (${charLength(value)} > ${limit})`);
    }
  }
  return problems;
}

/** Signed field names missing from `fields` (an empty value counts as present). */
export function missingMacFields(fields: VkFields, service: IpizzaService): string[] {
  return IPIZZA_MAC_FIELDS[service].filter((name) => fields[name] === undefined);
}

/**
 * The string that is signed: for each signed field of the service, in order, its length in
 * characters as three zero-padded digits followed by the value ('0041012' '003009' …).
 */
export function macString(fields: VkFields, service: IpizzaService = serviceOf(fields)): string {
  let result = '';
  for (const name of IPIZZA_MAC_FIELDS[service]) {
    const value = fields[name];
    if (value === undefined) throw new IpizzaError(`${name} is missing for service ${service}`);
    const length = charLength(value);
    if (length > 999) throw new IpizzaError(`${name} is longer than 999 characters`);
    result += String(length).padStart(3, '0') + value;
  }
  return result;
}

function serviceOf(fields: VkFields): IpizzaService {
  const service = fields.VK_SERVICE;
  if (!isIpizzaService(service)) throw new IpizzaError(`unsupported VK_SERVICE ${String(service)}`);
  return service;
}

function hashOf(version: string | undefined): string {
  const hash = version === undefined ? undefined : HASH_BY_VERSION[version];
  if (hash === undefined) throw new IpizzaError(`unsupported VK_VERSION ${String(version)}`);
  return hash;
}

/** VK_MAC for the fields: RSA PKCS#1 v1.5 over the MAC string (UTF-8), hash by VK_VERSION, base64. */
export function signMac(fields: VkFields, privateKey: KeyObject): string {
  const signer = createSign(hashOf(fields.VK_VERSION));
  signer.update(macString(fields), 'utf8');
  return signer.sign(privateKey, 'base64');
}

/** Whether VK_MAC is the signer's signature of the fields; false for anything malformed. */
export function verifyMac(fields: VkFields, publicKey: KeyObject): boolean {
  const mac = fields.VK_MAC;
  const version = fields.VK_VERSION;
  const service = fields.VK_SERVICE;
  if (mac === undefined || mac === '' || !isIpizzaService(service)) return false;
  if (version === undefined || HASH_BY_VERSION[version] === undefined) return false;
  if (missingMacFields(fields, service).length > 0) return false;
  const verifier = createVerify(hashOf(version));
  verifier.update(macString(fields, service), 'utf8');
  try {
    return verifier.verify(publicKey, mac, 'base64');
  } catch {
    return false;
  }
}

/** 15000 → '150.00'. Amounts are positive whole cents. */
export function formatAmount(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents <= 0) {
    throw new IpizzaError(`amount must be a positive whole number of cents, got ${cents}`);
  }
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** '150.00' (also '150' and '150.5') → 15000; null when it is not a plain positive amount. */
export function parseAmount(value: string | undefined): number | null {
  const match = value === undefined ? null : /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(value);
  if (!match?.[1]) return null;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return cents > 0 ? cents : null;
}

const tallinnParts = new Intl.DateTimeFormat('en-US', {
  timeZone: BANK_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

const pad2 = (n: number) => String(n).padStart(2, '0');

/** VK_DATETIME / VK_T_DATETIME: Tallinn wall-clock time with its offset, '2025-03-13T07:21:14+0200'. */
export function formatBankDatetime(date: Date): string {
  const seconds = Math.floor(date.getTime() / 1000) * 1000;
  const part: Record<string, number> = {};
  for (const { type, value } of tallinnParts.formatToParts(seconds)) part[type] = Number(value);
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = part;
  const offsetMinutes = Math.round((Date.UTC(year, month - 1, day, hour, minute, second) - seconds) / 60_000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  return (
    `${year}-${pad2(month)}-${pad2(day)}T${pad2(hour)}:${pad2(minute)}:${pad2(second)}` +
    `${sign}${pad2(Math.floor(abs / 60))}${pad2(abs % 60)}`
  );
}

/** Reads '2025-03-13T07:21:14+0200' (a colon in the offset is tolerated); null when malformed. */
export function parseBankDatetime(value: string | undefined): Date | null {
  const match =
    value === undefined
      ? null
      : /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})([+-])(\d{2}):?(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute, second, , offsetHours, offsetMinutes] = match
    .slice(1)
    .map(Number) as [number, number, number, number, number, number, number, number, number];
  const offset = (match[7] === '-' ? -1 : 1) * (offsetHours * 60 + offsetMinutes);
  const local = Date.UTC(year, month - 1, day, hour, minute, second);
  // Date.UTC rolls 2025-02-30 over into March; a bank never sends that, so it is malformed.
  const check = new Date(local);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23) return null;
  return new Date(local - offset * 60_000);
}

/**
 * A return or cancel URL the bank may post to: absolute http(s), within the field limit, and
 * without VK_ query parameters (they would collide with the reply's own fields).
 */
export function returnUrlProblem(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'is not an absolute URL';
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return 'must be http(s)';
  if (charLength(url) > 255) return 'is longer than 255 characters';
  for (const key of parsed.searchParams.keys()) {
    if (key.toUpperCase().startsWith('VK_')) return `must not carry the VK_ parameter ${key}`;
  }
  return null;
}
