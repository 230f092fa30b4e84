/**
 * The largest order total, VAT included, that the shop accepts: 99 999 999,99 € (decision 013).
 * Far above any real wholesale order, so it only stops mistakes and abuse; it keeps every sum
 * exact in a double (≤ 2^53) and fits the banks' 12-character VK_AMOUNT ('99999999.99').
 */
export const MAX_ORDER_TOTAL_CENTS = 9_999_999_999;

export const ORDER_TOTAL_LIMIT_MESSAGE =
  'Tellimuse summa koos käibemaksuga võib olla kuni 99 999 999,99 €. Palun jaga tellimus mitmeks väiksemaks tellimuseks.';

/** Whether an order (or the cart that would become one) of `grossCents` may be placed. */
export function withinOrderLimit(grossCents: number): boolean {
  return Number.isSafeInteger(grossCents) && grossCents <= MAX_ORDER_TOTAL_CENTS;
}
