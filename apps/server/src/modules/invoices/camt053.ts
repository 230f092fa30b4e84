import { isValidReference } from '@kodumasinad/contract';
import type * as FastXmlParser from 'fast-xml-parser';
import { lazyModule } from '../../platform/lazy-module.js';

const xml = lazyModule<typeof FastXmlParser>('fast-xml-parser');

/**
 * ISO 20022 camt.053 (BankToCustomerStatement) as Estonian banks export it — Swedbank, SEB and
 * LHV write camt.053.001.02; newer versions (…001.08 with `<Sts><Cd>`) read the same way.
 * Only booked credit entries are returned: money that arrived on the seller's account.
 */

export interface StatementCredit {
  /** The bank's unique key of the entry: account IBAN / AcctSvcrRef (else NtryRef, else statement id + position). */
  key: string;
  /** yyyy-mm-dd. */
  bookingDate: string;
  /** Cents. */
  amount: number;
  currency: string;
  debtor: string;
  /** The structured creditor reference (RmtInf/Strd/CdtrRefInf/Ref), spaces removed; null when none. */
  reference: string | null;
  /** 7-3-1 valid numbers found in the unstructured text, in order (candidates when no structured reference). */
  textReferences: string[];
  /** The unstructured remittance text (RmtInf/Ustrd), joined. */
  text: string;
}

export interface ParsedStatement {
  iban: string;
  /** Every statement's own account (IBAN, else the other id), compact and upper-case, in file order. */
  accounts: string[];
  credits: StatementCredit[];
}

/** Why a file is not a statement we can read; the route turns it into a 422 on the file field. */
export class NotCamt053Error extends Error {}

const ARRAYS = new Set(['Stmt', 'Ntry', 'NtryDtls', 'TxDtls', 'Ustrd', 'Strd', 'CdtrRefInf']);

let parser: FastXmlParser.XMLParser | undefined;
const newParser = () =>
  new (xml().XMLParser)({
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    removeNSPrefix: true,
    // Keep text as written: references keep their leading zeros, amounts their decimals.
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: true,
    processEntities: true,
    htmlEntities: false,
    isArray: (name) => ARRAYS.has(name),
  });

type Node = Record<string, unknown>;

const asNode = (value: unknown): Node | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Node) : undefined;
const asList = (value: unknown): Node[] =>
  (Array.isArray(value) ? value : value === undefined ? [] : [value])
    .map(asNode)
    .filter((node): node is Node => node !== undefined);

/** The text of an element: a plain string, or `#text` of an element with attributes. */
function text(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim();
  const node = asNode(value);
  const inner = node?.['#text'];
  return typeof inner === 'string' ? inner.trim() : undefined;
}

function path(node: Node | undefined, ...names: string[]): unknown {
  let current: unknown = node;
  for (const name of names) {
    const here = Array.isArray(current) ? current[0] : current;
    current = asNode(here)?.[name];
  }
  return current;
}

/** The root element declares the camt.053 namespace (any version), with or without a prefix. */
const CAMT053_NAMESPACE =
  /<(?:[\w.-]+:)?Document\b[^>]*\sxmlns(?::[\w.-]+)?=["']urn:iso:std:iso:20022:tech:xsd:camt\.053\.001\.\d\d["']/;

const AMOUNT = /^\d{1,12}(\.\d{1,2})?$/;

/** '124.5' → 12450 cents; null when it is no plain amount. */
export function amountToCents(value: string): number | null {
  if (!AMOUNT.test(value)) return null;
  const [whole = '0', fraction = ''] = value.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** 7-3-1 valid numbers of 6–20 digits in free text ("Arve 123, viitenumber 2026000128"). */
export function referencesInText(value: string): string[] {
  const found: string[] = [];
  for (const match of value.matchAll(/(?<!\d)\d{6,20}(?!\d)/g)) {
    if (isValidReference(match[0]) && !found.includes(match[0])) found.push(match[0]);
  }
  return found;
}

const day = (value: string | undefined) => (value === undefined ? undefined : value.slice(0, 10));

/**
 * Reads a camt.053 document; throws NotCamt053Error for anything else (not XML, a DOCTYPE, another
 * message type, a statement without its account or with an unreadable credit).
 */
export function parseCamt053(bytes: Buffer): ParsedStatement {
  let source = bytes.toString('utf8');
  if (source.charCodeAt(0) === 0xfeff) source = source.slice(1);
  // camt.053 has no DTD; a DOCTYPE could only bring entity expansion tricks.
  if (/<!DOCTYPE/i.test(source)) throw new NotCamt053Error('doctype');
  if (xml().XMLValidator.validate(source) !== true) throw new NotCamt053Error('not xml');
  let document: Node | undefined;
  try {
    document = asNode(asNode((parser ??= newParser()).parse(source))?.['Document']);
  } catch {
    throw new NotCamt053Error('not xml');
  }
  const statementRoot = asNode(document?.['BkToCstmrStmt']);
  if (!CAMT053_NAMESPACE.test(source) || statementRoot === undefined) {
    throw new NotCamt053Error('not camt.053');
  }
  const statements = asList(statementRoot['Stmt']);
  if (statements.length === 0) throw new NotCamt053Error('no statement');
  const credits: StatementCredit[] = [];
  let iban = '';
  const accounts: string[] = [];
  for (const statement of statements) {
    const account =
      text(path(statement, 'Acct', 'Id', 'IBAN')) ?? text(path(statement, 'Acct', 'Id', 'Othr', 'Id'));
    if (account === undefined || account === '') throw new NotCamt053Error('no account');
    iban ||= account;
    const compact = account.replace(/\s+/g, '').toUpperCase();
    if (!accounts.includes(compact)) accounts.push(compact);
    const statementId = text(statement['Id']) ?? '';
    asList(statement['Ntry']).forEach((entry, position) => {
      credits.push(...entryCredits(entry, account, `${statementId}#${position + 1}`));
    });
  }
  return { iban, accounts, credits };
}

function entryCredits(entry: Node, account: string, fallbackKey: string): StatementCredit[] {
  if (text(entry['CdtDbtInd']) !== 'CRDT') return [];
  const status = text(entry['Sts']) ?? text(path(entry, 'Sts', 'Cd'));
  if (status !== 'BOOK') return [];
  const entryKey = text(entry['AcctSvcrRef']) || text(entry['NtryRef']) || fallbackKey;
  const bookingDate = day(text(path(entry, 'BookgDt', 'Dt')) ?? text(path(entry, 'BookgDt', 'DtTm')));
  const entryAmount = entry['Amt'];
  const details = asList(entry['NtryDtls']).flatMap((group) => asList(group['TxDtls']));
  // Usually one transaction per entry; a batch has several, each with its own amount.
  const parts = details.length === 0 ? [undefined] : details;
  return parts.map((detail, index) => {
    const amountNode =
      parts.length === 1 ? entryAmount : (path(detail, 'AmtDtls', 'TxAmt', 'Amt') ?? path(detail, 'Amt'));
    const amount = amountToCents(text(amountNode) ?? '');
    const currency = text(asNode(amountNode)?.['@Ccy']) ?? '';
    if (amount === null || bookingDate === undefined || currency === '') {
      throw new NotCamt053Error('unreadable credit');
    }
    const remittance = asNode(path(detail, 'RmtInf'));
    const structured = asList(remittance?.['Strd'])
      .flatMap((strd) => asList(strd['CdtrRefInf']))
      .map((info) => text(info['Ref'])?.replace(/\s+/g, ''))
      .find((ref) => ref !== undefined && ref !== '');
    const unstructured = (Array.isArray(remittance?.['Ustrd']) ? (remittance['Ustrd'] as unknown[]) : [])
      .map(text)
      .filter((line): line is string => line !== undefined && line !== '')
      .join(' ');
    const debtor =
      text(path(detail, 'RltdPties', 'Dbtr', 'Nm')) ??
      text(path(detail, 'RltdPties', 'Dbtr', 'Pty', 'Nm')) ??
      '';
    const key = parts.length === 1 ? entryKey : `${entryKey}/${index + 1}`;
    return {
      key: `${account}/${key}`,
      bookingDate,
      amount,
      currency,
      debtor,
      reference: structured ?? null,
      textReferences: referencesInText(unstructured),
      text: unstructured,
    };
  });
}
