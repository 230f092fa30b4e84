import { INVOICE_STATUS_LABELS, ORDER_STATUS_LABELS } from '@kodumasinad/contract';
import {
  CLIENT_STATUS_LABELS,
  CLIENT_USER_STATUS_LABELS,
  FEEDBACK_STATE_LABELS,
  SIGN_IN_ACTION_LABELS,
  SIGN_IN_ENTITY,
  STAFF_ROLE_LABELS,
  type SignInAction,
} from '@kodumasinad/contract/admin';
import { formatCents } from '../../../lib/format';

/** One field of an audited record: its value before and after the change. */
export interface AuditDiffLine {
  field: string;
  before: unknown;
  after: unknown;
  changed: boolean;
}

type Values = Record<string, unknown> | null;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The fields of a change, changed ones first (in the record's order), then the unchanged. A
 * created record (before null) or a deleted one (after null) has every field changed.
 */
export function auditDiff(before: Values, after: Values): AuditDiffLine[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const lines = fields.map((field) => {
    const was = before === null ? undefined : before[field];
    const is = after === null ? undefined : after[field];
    return { field, before: was, after: is, changed: !same(was, is) };
  });
  return [...lines.filter((line) => line.changed), ...lines.filter((line) => !line.changed)];
}

/** A value as a person reads it: yes/no for booleans, a dash for nothing, JSON for the rest. */
export function auditValueText(value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'jah' : 'ei';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

/** Estonian names of the fields the back-office records most; other fields show their key. */
const FIELD_LABELS: Record<string, string> = {
  name: 'Nimi',
  email: 'E-post',
  role: 'Roll',
  active: 'Aktiivne',
  totp_enrolled: 'Autentimisrakendus seotud',
  status: 'Staatus',
  state: 'Olek',
  title: 'Pealkiri',
  slug: 'Aadress',
  url: 'Aadress',
  reason: 'Põhjus',
  amount: 'Summa',
  paid: 'Makstud',
  outstanding: 'Tasumata',
  reminder_count: 'Meeldetuletusi',
  sent_to: 'Saaja',
  number: 'Number',
  published: 'Avaldatud',
  published_at: 'Avaldamise aeg',
  excerpt: 'Lühitutvustus',
  content: 'Sisu',
  blocked: 'Blokeeritud',
  read_at: 'Loetud',
  answered_at: 'Vastatud',
  step: 'Samm',
};

export function auditFieldLabel(field: string): string {
  return FIELD_LABELS[field] ?? field;
}

/**
 * The contract's Estonian labels of coded values, by entity and field (the same labels the
 * back-office's own screens show): a role `sales` reads as its role name, an order's `confirmed`
 * as "Kinnitatud".
 */
const VALUE_LABELS: Record<string, Record<string, Readonly<Record<string, string>>>> = {
  staff: { role: STAFF_ROLE_LABELS },
  order: { status: ORDER_STATUS_LABELS },
  invoice: { status: INVOICE_STATUS_LABELS },
  client: { status: CLIENT_STATUS_LABELS },
  user: { status: CLIENT_USER_STATUS_LABELS },
  feedback: { state: FEEDBACK_STATE_LABELS },
  [SIGN_IN_ENTITY]: { step: { password: 'Salasõna', code: 'Kood' } },
};

/** Money fields (integer cents, decision 003) of each entity, shown as euros. */
const MONEY_FIELDS: Record<string, ReadonlySet<string>> = {
  invoice: new Set(['paid', 'outstanding', 'amount']),
};

/**
 * A recorded value as a person reads it, with the raw value kept (`raw`, for a title) whenever
 * the text differs from it: labels of known codes, euros for cents, yes/no for booleans.
 */
export function auditValue(entity: string, field: string, value: unknown): { text: string; raw?: string } {
  const raw = value === undefined ? undefined : JSON.stringify(value);
  const label =
    typeof value === 'string'
      ? VALUE_LABELS[entity]?.[field]?.[value]
      : typeof value === 'number' && MONEY_FIELDS[entity]?.has(field)
        ? formatCents(value)
        : undefined;
  const text = label ?? auditValueText(value);
  const plain = typeof value === 'string' ? value : raw;
  return plain === undefined || plain === text ? { text } : { text, raw: plain };
}

/** An action's Estonian name where there is one (sign-in events); else its code. */
export function auditActionLabel(action: string): string {
  return Object.hasOwn(SIGN_IN_ACTION_LABELS, action)
    ? SIGN_IN_ACTION_LABELS[action as SignInAction]
    : action;
}
