import { Link } from 'react-router';
import { CartIcon } from '../../components/ui/icons';

/** Header cart link with the item count; the cart issue passes the real count. */
export function CartLink({ count, compact = false }: { count: number; compact?: boolean }) {
  return (
    <Link
      to="/ostukorv"
      data-testid="cart-link"
      aria-label={compact ? `Ostukorv, tooteid ${count}` : undefined}
      className="relative inline-flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white"
    >
      <CartIcon />
      {!compact && <span>Ostukorv</span>}
      <span
        data-testid="cart-count"
        className="min-w-5 rounded-full bg-red-600 px-1.5 text-center text-xs leading-5 font-semibold text-white"
      >
        {count}
      </span>
    </Link>
  );
}
