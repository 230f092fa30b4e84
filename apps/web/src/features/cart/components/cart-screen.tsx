import { Suspense } from 'react';
import { useOutlet } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton';
import { CheckoutFromContext, usePreviousCartRoute } from '../../checkout/checkout-nav';
import { CartPage } from './cart-page';

/**
 * /ostukorv and, below it, the checkout steps (SPEC §2). It stays mounted while the buyer moves
 * between the cart and the steps, so it knows the route each step was entered from — what the
 * step guards of SPEC §4 decide on.
 */
export function CartScreen() {
  const from = usePreviousCartRoute();
  const step = useOutlet();
  if (!step) return <CartPage />;
  return (
    <CheckoutFromContext value={from}>
      <Suspense fallback={<Skeleton />}>{step}</Suspense>
    </CheckoutFromContext>
  );
}
