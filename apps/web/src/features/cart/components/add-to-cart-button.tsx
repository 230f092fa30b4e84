import { Button } from '../../../components/ui/button';
import { CartIcon } from '../../../components/ui/icons';
import { useAddToCart } from '../api/cart-insert';

interface AddToCartButtonProps {
  productId: number;
  /** Defaults to 1 (SPEC §9). */
  quantity?: number;
  /** Icon only (narrow cards); the name stays for screen readers. */
  compact?: boolean;
  className?: string;
}

/** 'Lisa ostukorvi': adds the product and opens the cart modal (SPEC §2). */
export function AddToCartButton({
  productId,
  quantity,
  compact = false,
  className = '',
}: AddToCartButtonProps) {
  const { mutate, isPending } = useAddToCart();
  return (
    <Button
      data-testid="add-to-cart"
      aria-label={compact ? 'Lisa ostukorvi' : undefined}
      title={compact ? 'Lisa ostukorvi' : undefined}
      disabled={isPending}
      aria-busy={isPending || undefined}
      onClick={() => mutate({ productId, quantity })}
      className={compact ? `px-2.5 ${className}` : className}
    >
      <CartIcon />
      {!compact && <span>Lisa ostukorvi</span>}
    </Button>
  );
}
