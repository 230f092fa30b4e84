import { formatDay, formatEuroCents } from '@kodumasinad/contract';

const date = new Intl.DateTimeFormat('et-EE', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'Europe/Tallinn',
});

/** Money arrives as integer cents (docs/decisions/003): 123456 → "1 234,56 €" (the contract's formatter). */
export function formatCents(cents: number): string {
  return formatEuroCents(cents);
}

/** An ISO timestamp (UTC) as the Estonian calendar date dd.mm.yyyy; '' when unreadable. */
export function formatDate(iso: string): string {
  const value = new Date(iso);
  return Number.isNaN(value.getTime()) ? '' : date.format(value);
}

const dateTimes = {
  minutes: new Intl.DateTimeFormat('et-EE', {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: 'Europe/Tallinn',
  }),
  seconds: new Intl.DateTimeFormat('et-EE', {
    dateStyle: 'short',
    timeStyle: 'medium',
    timeZone: 'Europe/Tallinn',
  }),
};

/**
 * An ISO timestamp (UTC) as Tallinn's date and time, 23.11.26, 19:55 (with `seconds`, 19:55:02,
 * as the audit log shows it); '–' for none, the value itself when unreadable.
 */
export function formatDateTime(iso: string | null, { seconds = false } = {}): string {
  if (iso === null) return '–';
  const value = new Date(iso);
  return Number.isNaN(value.getTime()) ? iso : dateTimes[seconds ? 'seconds' : 'minutes'].format(value);
}

const DATE_INPUT = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad2 = (value: number) => String(value).padStart(2, '0');

/**
 * A date typed as dd.mm.yyyy (d.m.yyyy too) as the calendar date yyyy-mm-dd; null when it is
 * not a real date. The shop's date fields are text fields with this format whatever the
 * browser's language (a native date input shows mm/dd/yyyy in an English browser).
 */
export function parseDateInput(text: string): string | null {
  const match = DATE_INPUT.exec(text.trim());
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const value = new Date(Date.UTC(year, month - 1, day));
  if (value.getUTCFullYear() !== year || value.getUTCMonth() !== month - 1 || value.getUTCDate() !== day) {
    return null;
  }
  return `${year}-${pad2(month)}-${pad2(day)}`;
}

export const DATE_FORMAT_MESSAGE = 'Sisesta kuupäev kujul pp.kk.aaaa.';
export const DATE_ORDER_MESSAGE = 'Lõppkuupäev ei saa olla enne alguskuupäeva.';

export interface DateRangeCheck {
  /** The calendar dates (yyyy-mm-dd); undefined for an empty or wrong field. */
  from: string | undefined;
  to: string | undefined;
  /** Each wrong field's message; empty when the period may be used. */
  errors: { from?: string; to?: string };
}

/**
 * A period typed into two dd.mm.yyyy fields, either of which may be left empty: each date must
 * be a real one, and the end not before the start (`orderMessage` on the end field otherwise).
 */
export function checkDateRange(
  fromText: string,
  toText: string,
  orderMessage = DATE_ORDER_MESSAGE,
): DateRangeCheck {
  const from = fromText.trim() ? parseDateInput(fromText) : undefined;
  const to = toText.trim() ? parseDateInput(toText) : undefined;
  const errors: DateRangeCheck['errors'] = {};
  if (from === null) errors.from = DATE_FORMAT_MESSAGE;
  if (to === null) errors.to = DATE_FORMAT_MESSAGE;
  else if (from && to && to < from) errors.to = orderMessage;
  return { from: from ?? undefined, to: to ?? undefined, errors };
}

/** yyyy-mm-dd as dd.mm.yyyy for a date field; '' when it is not that form. */
export function dateInputOf(isoDate: string | undefined): string {
  return isoDate !== undefined && ISO_DATE.test(isoDate) ? formatDay(isoDate) : '';
}

/**
 * The dd.mm.yyyy mask: only digits and dots, day and month at most two digits and the year four;
 * digits typed on after a full day or month start the next part behind a dot (01022026 →
 * 01.02.2026). No dot is added at the end, so deleting backwards is never undone.
 */
export function maskDateInput(text: string): string {
  const parts = [''];
  for (const char of text) {
    const index = parts.length - 1;
    const part = parts[index] ?? '';
    if (char === '.') {
      if (part !== '' && index < 2) parts.push('');
    } else if (/\d/.test(char)) {
      if (index < 2 && part.length === 2) parts.push(char);
      else if (part.length < (index === 2 ? 4 : 2)) parts[index] = part + char;
    }
  }
  return parts.join('.');
}
