/**
 * Query keys that more than one feature touches: every cart call marks the checkout draft stale
 * (its totals follow the cart), and placing an order reloads the cart.
 */
export const CART_QUERY_KEY = ['cart'] as const;
export const ORDER_DRAFT_QUERY_KEY = ['order', 'draft'] as const;
