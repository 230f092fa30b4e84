import type { Cart, Totals } from '@kodumasinad/contract';

type CartAmounts = Pick<Cart, 'total' | 'total_vat' | 'pricelist'>;

/** SPEC §4: the cart modal's 'Summa:' is `total` in the sales view, otherwise `total_vat`. */
export function modalTotal(cart: CartAmounts): number {
  return cart.pricelist === 'sales' ? cart.total : cart.total_vat;
}

/**
 * Net, VAT and gross for the cart page. In the purchase view `total` is net and `total_vat`
 * gross. In the sales view every amount already includes VAT, so the net share is derived from
 * the gross with the page's multiplier (in basis points, as the contract's `vatOf` does).
 */
export function cartTotals(cart: CartAmounts, vatMultiplier: number): Totals {
  const gross = cart.total_vat;
  if (cart.pricelist !== 'sales') return { net: cart.total, vat: gross - cart.total, gross };
  const rateBp = Math.round((vatMultiplier - 1) * 10000);
  const net = Math.round((gross * 10000) / (10000 + rateBp));
  return { net, vat: gross - net, gross };
}
