import { Button } from '../../../components/ui/button';
import { CartIcon } from '../../../components/ui/icons';
import { useAddToCart } from '../api/cart-insert';

interface AddToCartButtonProps {
  productId: number;
  /** Defaults to 1 (SPEC §9). */
  quantity?: number;
  /** Icon only (narrow cards); the name stays for screen readers. */
  compact?: boolean;
  /** Names the product for screen readers where several buttons share a screen (listings). */
  productTitle?: string;
  className?: string;
}

/** 'Lisa ostukorvi': adds the product and opens the cart modal (SPEC §2). */
export function AddToCartButton({
  productId,
  quantity,
  compact = false,
  productTitle,
  className = '',
}: AddToCartButtonProps) {
  const { mutate, isPending } = useAddToCart();
  const name = productTitle ? `Lisa ostukorvi: ${productTitle}` : 'Lisa ostukorvi';
  // aria-disabled rather than disabled: a disabled button drops focus to the page, and the
  // cart modal returns focus to the button that opened it (issue 10).
  return (
    <Button
      data-testid="add-to-cart"
      aria-label={compact || productTitle ? name : undefined}
      title={compact ? 'Lisa ostukorvi' : undefined}
      aria-disabled={isPending || undefined}
      aria-busy={isPending || undefined}
      onClick={() => {
        if (!isPending) mutate({ productId, quantity });
      }}
      className={`${compact ? 'px-2.5' : ''} aria-disabled:cursor-wait aria-disabled:opacity-60 ${className}`}
    >
      <CartIcon />
      {!compact && <span>Lisa ostukorvi</span>}
    </Button>
  );
}
