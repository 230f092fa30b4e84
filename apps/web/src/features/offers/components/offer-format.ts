/** yyyy-mm-dd as dd.mm.yyyy (the offer's own days carry no time of day). */
export function formatDay(day: string): string {
  const [year, month, date] = day.split('-');
  return year === undefined || month === undefined || date === undefined ? day : `${date}.${month}.${year}`;
}

/** Cents as the editor's price text: 123450 → "1234,50". */
export function centsText(cents: number): string {
  return (cents / 100).toFixed(2).replace('.', ',');
}

/** The editor's text as hundredths (cents, or hundredths of a percent): the contract's one parser. */
export { parseHundredths } from '@kodumasinad/contract';
