/** yyyy-mm-dd as dd.mm.yyyy (the offer's own days carry no time of day). */
export function formatDay(day: string): string {
  const [year, month, date] = day.split('-');
  return year === undefined || month === undefined || date === undefined ? day : `${date}.${month}.${year}`;
}

/** Cents as the editor's price text: 123450 → "1234,50". */
export function centsText(cents: number): string {
  return (cents / 100).toFixed(2).replace('.', ',');
}

/** The editor's text as hundredths (cents, or hundredths of a percent); null when not a number. */
export function parseHundredths(text: string): number | null {
  const match = /^\s*(-?)(\d{1,9})(?:[.,](\d{1,2}))?\s*$/.exec(text);
  if (match === null) return null;
  const value = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] === '-' ? -value : value;
}
