import { Link } from 'react-router';
import { CartIcon } from '../../components/ui/icons';
import { useCartCount } from '../../features/cart/api/cart';

/** Header cart link with the cart's item count (SPEC §2); 0 and no call when logged out. */
export function CartLink({ compact = false }: { compact?: boolean }) {
  const count = useCartCount();
  return (
    <Link
      to="/ostukorv"
      data-testid="cart-link"
      aria-label={compact ? `Ostukorv, tooteid ${count}` : undefined}
      className="relative inline-flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white"
    >
      <CartIcon />
      {!compact && <span className="sr-only lg:not-sr-only">Ostukorv</span>}
      <span
        data-testid="cart-count"
        className="min-w-5 rounded-full bg-red-600 px-1.5 text-center text-xs leading-5 font-semibold text-white"
      >
        {count}
      </span>
    </Link>
  );
}
