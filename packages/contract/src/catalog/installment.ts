/** SPEC §9: yearly rate 24.22 %, 48 months by default. */
export const INSTALLMENT_YEARLY_RATE = 0.2422;
export const INSTALLMENT_DEFAULT_MONTHS = 48;

/**
 * Monthly annuity payment in cents for a principal in cents (DOMAIN.md):
 * M = P·r / (1 − (1 + r)^−n), r = yearly rate / 12. 1000 € over 48 months → 32,72 €.
 */
export function installmentMonthly(
  principalCents: number,
  months: number = INSTALLMENT_DEFAULT_MONTHS,
  yearlyRate: number = INSTALLMENT_YEARLY_RATE,
): number {
  if (!(principalCents > 0) || !(months > 0)) return 0;
  const r = yearlyRate / 12;
  if (r === 0) return Math.round(principalCents / months);
  return Math.round((principalCents * r) / (1 - Math.pow(1 + r, -months)));
}
