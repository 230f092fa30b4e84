import {
  CART_QUANTITY_MESSAGE,
  DEFAULT_CART_QUANTITY,
  isCartQuantity,
  parseDecimal,
} from '@kodumasinad/contract';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { CartIcon } from '../../../components/ui/icons';
import { useAddToCart, type AddToCartVariables } from '../api/cart-insert';

interface AddToCartFormProps {
  productId: number;
  productTitle: string;
  /** Narrow cards: an icon button and a small field, both named for screen readers. */
  compact?: boolean;
  /** The ticked add-ons that go in attached to the product's row (product page). */
  addOnIds?: readonly number[];
  /** More controls inside the form, e.g. the product page's add-on choices. */
  children?: ReactNode;
  className?: string;
}

/** The typed quantity, or null when it is not a whole number 1–999 (the contract's rule). */
export function readQuantity(text: string): number | null {
  const value = parseDecimal(text) ?? NaN;
  return isCartQuantity(value) ? value : null;
}

/**
 * Quantity and 'Lisa ostukorvi' for the product page and listing cards (issue 10, defect 4):
 * Enter in the field adds too; a quantity that is not 1–999 shows the field error and sends nothing.
 */
export function AddToCartForm({
  productId,
  productTitle,
  compact = false,
  addOnIds = [],
  children,
  className = '',
}: AddToCartFormProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const [text, setText] = useState(String(DEFAULT_CART_QUANTITY));
  const [error, setError] = useState<string | undefined>();
  const { mutate, isPending } = useAddToCart();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (isPending) return;
    const quantity = readQuantity(text);
    if (quantity === null) {
      setError(CART_QUANTITY_MESSAGE);
      return;
    }
    setError(undefined);
    const variables: AddToCartVariables = { productId, quantity, addOnIds };
    mutate(variables);
  };

  return (
    <form onSubmit={onSubmit} noValidate data-testid="add-to-cart-form" className={className}>
      {children}
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={id} className={compact ? 'sr-only' : 'text-sm font-medium text-slate-700'}>
          {compact ? `Kogus: ${productTitle}` : 'Kogus'}
        </label>
        <input
          id={id}
          data-testid="add-quantity"
          type="number"
          inputMode="numeric"
          min={1}
          max={999}
          step={1}
          value={text}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setText(event.target.value);
            setError(undefined);
          }}
          className={`${compact ? 'w-12' : 'w-16'} rounded-md border bg-white px-2 py-2 text-center text-sm ${
            error ? 'border-red-600' : 'border-slate-500'
          }`}
        />
        <Button
          type="submit"
          data-testid="add-to-cart"
          aria-label={`Lisa ostukorvi: ${productTitle}`}
          title={compact ? 'Lisa ostukorvi' : undefined}
          // aria-disabled rather than disabled: a disabled button drops focus to the page, and
          // the cart modal must give focus back to this button when it closes (issue 10).
          aria-disabled={isPending || undefined}
          aria-busy={isPending || undefined}
          className={`${compact ? 'px-2.5' : ''} aria-disabled:cursor-wait`}
        >
          <CartIcon />
          {!compact && <span>Lisa ostukorvi</span>}
        </Button>
      </div>
      {error && (
        <p id={errorId} data-testid="add-quantity-error" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}
