import { CHECKOUT_STEP_PATHS, CHECKOUT_STEPS } from '@kodumasinad/contract';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { startNewDraft } from './api/order-draft';

/** Route name of a path under /ostukorv ('cart' or a step), null for any other page. */
export function cartRouteName(pathname: string): string | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/ostukorv') return 'cart';
  return CHECKOUT_STEPS.find((step) => CHECKOUT_STEP_PATHS[step] === path) ?? null;
}

/**
 * The route the visitor came from to the current location, as `checkoutGuard` takes it: 'cart',
 * a step name, or null for a typed URL, a fresh load or any page outside the cart. Used by the
 * cart screen, which stays mounted while the visitor moves between the cart and the steps.
 */
export function usePreviousCartRoute(): string | null {
  const { key, pathname } = useLocation();
  const name = cartRouteName(pathname);
  const [seen, setSeen] = useState<{ key: string; name: string | null; from: string | null }>({
    key,
    name,
    from: null,
  });
  if (seen.key === key) return seen.from;
  // A new location: remember where it came from (React's "state from the previous render").
  const next = { key, name, from: seen.name };
  setSeen(next);
  return next.from;
}

export const CheckoutFromContext = createContext<string | null>(null);

export function useCheckoutFrom(): string | null {
  return useContext(CheckoutFromContext);
}

/** 'Vormista tellimus' on the cart: a fresh draft, then the contacts step (stays put if it failed). */
export function useStartCheckout(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    if (await startNewDraft(queryClient)) await navigate(CHECKOUT_STEP_PATHS['checkout-contacts']);
  };
}
