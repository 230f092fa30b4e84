const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A calendar day (yyyy-mm-dd, already the Estonian day) as documents, mails and screens print it:
 * dd.mm.yyyy. Anything else comes back as it is. The one day formatter of the web, the PDFs and
 * the e-mails.
 */
export function formatDay(day: string): string {
  const match = CALENDAR_DAY.exec(day);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : day;
}

const ESTONIAN_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Tallinn',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * The calendar day (yyyy-mm-dd) of an instant in Estonia, now by default: today as a date field
 * starts it, and the day a campaign's day bounds are compared with.
 */
export function estonianDay(at: Date = new Date()): string {
  return ESTONIAN_DAY.format(at);
}
