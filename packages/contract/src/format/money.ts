const formatters = {
  et: new Intl.NumberFormat('et-EE', { style: 'currency', currency: 'EUR', useGrouping: 'always' }),
  en: new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR', useGrouping: 'always' }),
} as const;

/**
 * Integer cents as the documents print money (decision 003): thousands always grouped, even
 * with four digits — 373855 → '3 738,55 €' in Estonian (no-break spaces), '€3,738.55' in
 * English. The et-EE default leaves four-digit amounts ungrouped ('3738,55 €').
 */
export function formatEuroCents(cents: number, language: 'et' | 'en' = 'et'): string {
  return formatters[language].format(cents / 100);
}

/**
 * As `formatEuroCents` with plain spaces instead of no-break ones, for documents and mails:
 * '3 738,55 €' copies and searches as typed, and mail clients render it alike.
 */
export function formatEuroCentsPlain(cents: number, language: 'et' | 'en' = 'et'): string {
  return formatEuroCents(cents, language).replace(/\s/g, ' ');
}

/**
 * Cents as a money field's editable text: no grouping, no sign, two decimals after a comma —
 * 123450 → '1234,50'. `parseHundredths` reads it back.
 */
export function centsInputText(cents: number): string {
  return (cents / 100).toFixed(2).replace('.', ',');
}
