/**
 * Estonian business identifiers that appear on every invoice (DOMAIN.md; VAT Act §37):
 * the registry code (registrikood) has 8 digits, the VAT number (KMKR) is `EE` and 9 digits.
 * IBANs are checked with the ISO 13616 mod-97 rule.
 */
export function isRegistryCode(value: string): boolean {
  return /^\d{8}$/.test(value);
}

export function isEstonianVatNumber(value: string): boolean {
  return /^EE\d{9}$/.test(value);
}

/** Spaces removed, upper case: 'ee38 2200 …' → 'EE382200…'. */
export function compactIban(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

export function isIban(value: string): boolean {
  const iban = compactIban(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const digits = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** 'EE382200221020145685' → 'EE38 2200 2210 2014 5685' (how it is printed). */
export function formatIban(value: string): string {
  return compactIban(value).replace(/(.{4})(?=.)/g, '$1 ');
}
