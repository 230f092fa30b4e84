import { Suspense } from 'react';
import { useOutlet } from 'react-router';
import { Skeleton } from '../../components/ui/skeleton';
import { CartPage } from '../../features/cart';
import { CheckoutFromContext, usePreviousCartRoute, useStartCheckout } from '../../features/checkout';

/**
 * /ostukorv and, below it, the checkout steps (SPEC §2): the cart page starts the checkout, the
 * checkout works on the cart. It stays mounted while the buyer moves between the cart and the
 * steps, so it knows the route each step was entered from — what the step guards of SPEC §4
 * decide on.
 */
export function CartScreen() {
  const from = usePreviousCartRoute();
  const startCheckout = useStartCheckout();
  const step = useOutlet();
  if (!step) return <CartPage onCheckout={startCheckout} />;
  return (
    <CheckoutFromContext value={from}>
      <Suspense fallback={<Skeleton />}>{step}</Suspense>
    </CheckoutFromContext>
  );
}
