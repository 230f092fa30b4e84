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
