import { type Cart } from '@kodumasinad/contract';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { CART_QUERY_KEY, ORDER_DRAFT_QUERY_KEY, queryGet } from '../../../lib/api';
import { useIsLoggedIn } from '../../../lib/state/user';

/**
 * How long a loaded cart counts as current. Every change this app makes replaces it (storeCart),
 * so this only decides when opening the cart asks again: not right after the page brought it
 * (the cart page opened from its address asked nothing more, decision 061), but a few seconds on.
 */
export const CART_FRESH_MS = 5000;

/**
 * GET /api/cart. The header count loads it on every page, so it runs like the shell's other
 * background loads: it keeps the message area, skips the loading overlay and a failure shows no
 * message (the cart screen says so itself).
 */
export const cartQueryOptions = () =>
  queryOptions({
    queryKey: CART_QUERY_KEY,
    queryFn: async ({ signal }) =>
      (await queryGet('/api/cart', 'CartReplySchema', { signal, clearMessages: false, search: true })).cart,
    staleTime: CART_FRESH_MS,
  });

export function useCart() {
  return useQuery(cartQueryOptions());
}

/** The header's item count (SPEC §2): `cart.items`, asked only for a logged-in user. */
export function useCartCount(): number {
  const loggedIn = useIsLoggedIn();
  const { data } = useQuery({ ...cartQueryOptions(), enabled: loggedIn, select: (cart) => cart.items });
  return loggedIn ? (data ?? 0) : 0;
}

/**
 * Every cart call answers with the whole cart: it replaces the cached one. The checkout draft's
 * totals follow the cart, so the draft is marked stale for the next step that opens.
 */
export function storeCart(queryClient: QueryClient, cart: Cart): void {
  queryClient.setQueryData(CART_QUERY_KEY, cart);
  void queryClient.invalidateQueries({ queryKey: ORDER_DRAFT_QUERY_KEY, refetchType: 'none' });
}
