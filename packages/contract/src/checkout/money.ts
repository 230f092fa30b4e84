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
 * The inverse of withVat: the net cents whose gross is `grossCents`, rounded half up in basis
 * points like withVat. For every net amount, withoutVat(withVat(net)) === net: the gross is off by
 * at most half a cent, which divided by the multiplier (≥ 1) stays below half a cent of net.
 */
export function withoutVat(grossCents: number, multiplier: number = DEFAULT_VAT_MULTIPLIER): number {
  const multiplierBp = Math.round(multiplier * 10000);
  return Math.floor((grossCents * 20000 + multiplierBp) / (2 * multiplierBp));
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
