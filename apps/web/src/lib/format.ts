const eur = new Intl.NumberFormat('et-EE', {
  style: 'currency',
  currency: 'EUR',
  useGrouping: 'always',
});

const date = new Intl.DateTimeFormat('et-EE', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'Europe/Tallinn',
});

/** Money arrives as integer cents (docs/decisions/003): 123456 → "1 234,56 €". */
export function formatCents(cents: number): string {
  return eur.format(cents / 100);
}

/** An ISO timestamp (UTC) as the Estonian calendar date dd.mm.yyyy; '' when unreadable. */
export function formatDate(iso: string): string {
  const value = new Date(iso);
  return Number.isNaN(value.getTime()) ? '' : date.format(value);
}
