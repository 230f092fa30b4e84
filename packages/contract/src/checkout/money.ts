import { DEFAULT_VAT_MULTIPLIER } from '../constants.js';

/**
 * Totals in integer cents. VAT is computed once on the taxable total (as an Estonian invoice
 * shows it: taxable amount, rate, VAT in euros), rounded half up, not summed from rounded lines.
 */
export function lineTotal(unitCents: number, quantity: number): number {
  return unitCents * quantity;
}

export function vatOf(netCents: number, multiplier: number = DEFAULT_VAT_MULTIPLIER): number {
  // Work in basis points so 1.24 is exactly 2400 and no float error decides a half cent.
  const rateBp = Math.round((multiplier - 1) * 10000);
  return Math.floor((netCents * rateBp + 5000) / 10000);
}

export function withVat(netCents: number, multiplier: number = DEFAULT_VAT_MULTIPLIER): number {
  return netCents + vatOf(netCents, multiplier);
}

/**
 * The inverse of withVat: the net cents whose price with VAT is `grossCents` (a recommended
 * retail price is typed and fed with VAT, stored net). withVat is strictly increasing, so every
 * gross amount it yields has exactly one net; a gross amount it skips (a half cent of VAT rounds
 * up) reads as the nearest net, the lower one on a tie.
 */
export function netFromGross(grossCents: number, multiplier: number = DEFAULT_VAT_MULTIPLIER): number {
  const rateBp = Math.round((multiplier - 1) * 10000);
  const guess = Math.round((grossCents * 10000) / (10000 + rateBp));
  let best = Math.max(0, guess - 1);
  for (let net = best + 1; net <= guess + 1; net += 1) {
    if (Math.abs(withVat(net, multiplier) - grossCents) < Math.abs(withVat(best, multiplier) - grossCents))
      best = net;
  }
  return best;
}

export interface Totals {
  net: number;
  vat: number;
  gross: number;
}

export function totalsOf(netAmounts: readonly number[], multiplier: number = DEFAULT_VAT_MULTIPLIER): Totals {
  const net = netAmounts.reduce((sum, n) => sum + n, 0);
  const vat = vatOf(net, multiplier);
  return { net, vat, gross: net + vat };
}
