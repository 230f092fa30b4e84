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
  title: 'Pealkiri',
  slug: 'Aadress',
  reason: 'Põhjus',
  amount: 'Summa',
  published: 'Avaldatud',
};

export function auditFieldLabel(field: string): string {
  return FIELD_LABELS[field] ?? field;
}
