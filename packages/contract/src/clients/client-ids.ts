/**
 * Checks of a client company's identifiers in the back-office (issue 14, decision 046).
 * Registry code (registrikood): 8 digits; DOMAIN.md describes no check digit, so none is checked.
 * VAT number (KMKR): `EE` and 9 digits, the last a check digit: the first eight weighted
 * 3, 7, 1, 3, 7, 1, 3, 7, check digit = (10 − sum mod 10) mod 10 (Estonian Tax and Customs
 * Board; python-stdnum `ee.kmkr`).
 */
const VAT_WEIGHTS = [3, 7, 1, 3, 7, 1, 3, 7] as const;

/** Spaces removed, upper case: 'ee 100 247 019' → 'EE100247019'. */
export function compactVatNumber(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

export function isClientRegistryCode(value: string): boolean {
  return /^\d{8}$/.test(value);
}

/** Whether `EE` + 9 digits carries the right check digit (the value compacted first). */
export function vatCheckDigitHolds(value: string): boolean {
  const vat = compactVatNumber(value);
  if (!/^EE\d{9}$/.test(vat)) return false;
  const digits = [...vat.slice(2)].map(Number);
  const sum = VAT_WEIGHTS.reduce((total, weight, index) => total + weight * (digits[index] ?? 0), 0);
  return (10 - (sum % 10)) % 10 === digits[8];
}
