/**
 * Estonian payment reference numbers (viitenumber), 7-3-1 check digit (SPEC §9, DOMAIN.md):
 * weights 7, 3, 1, 7, 3, 1 … from the rightmost digit of the base leftwards; the check digit is
 * (10 − sum % 10) % 10. References are strings so leading zeros survive.
 */
export const REFERENCE_WEIGHTS = [7, 3, 1] as const;

export function referenceCheckDigit(base: string): number {
  if (!/^\d{1,19}$/.test(base)) throw new RangeError('reference base must be 1–19 digits');
  let sum = 0;
  for (let i = 0; i < base.length; i++) {
    const digit = Number(base[base.length - 1 - i]);
    sum += digit * (REFERENCE_WEIGHTS[i % 3] as number);
  }
  return (10 - (sum % 10)) % 10;
}

/** 12131295 → '121312952'. */
export function referenceNumber(base: string | number): string {
  const digits = String(base);
  return `${digits}${referenceCheckDigit(digits)}`;
}

/** A complete reference (2–20 digits) whose last digit checks out. */
export function isValidReference(reference: string): boolean {
  if (!/^\d{2,20}$/.test(reference)) return false;
  return referenceCheckDigit(reference.slice(0, -1)) === Number(reference.slice(-1));
}
