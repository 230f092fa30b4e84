import { MAX_CART_QUANTITY, parseDecimal } from '@kodumasinad/contract';
import { useId, useRef, useState } from 'react';

interface QuantityInputProps {
  value: number;
  /** Accessible label, e.g. 'Kogus: Bosch pesumasin …'. */
  label: string;
  disabled: boolean;
  /** Resolves false when the server refused it; the field then shows `value` again. */
  onCommit(quantity: number): Promise<boolean>;
  /** Typed 0: asks whether to remove the row; the field shows `value` again meanwhile. */
  onZero?(): Promise<unknown>;
}

const stepButton =
  'inline-flex size-9 items-center justify-center text-lg text-slate-700 hover:bg-slate-100 aria-disabled:cursor-not-allowed aria-disabled:opacity-40';

/**
 * Quantity 1–999 with − and +; typing commits on Enter or when the field is left. While a save
 * runs the controls are aria-disabled, never disabled: a disabled control drops focus to the page
 * and Tab would skip the buttons after it (issue 10).
 */
export function QuantityInput({ value, label, disabled, onCommit, onZero }: QuantityInputProps) {
  const id = useId();
  const [text, setText] = useState(String(value));
  const [shown, setShown] = useState(value);
  // Enter and then leaving the field must not send the same quantity twice.
  const sending = useRef<number | null>(null);
  const asking = useRef(false);
  if (shown !== value) {
    // The server's quantity changed (another tab, a refetch): show it.
    setShown(value);
    setText(String(value));
  }

  const commit = async (next: number) => {
    const quantity = Math.min(Math.max(Math.trunc(next), 1), MAX_CART_QUANTITY);
    setText(String(quantity));
    if (quantity === value || quantity === sending.current) return;
    sending.current = quantity;
    const saved = await onCommit(quantity);
    sending.current = null;
    if (!saved) setText(String(value));
  };

  const commitText = () => {
    const typed = parseDecimal(text) ?? NaN;
    if (text.trim() === '' || !Number.isFinite(typed)) setText(String(value));
    else if (Math.trunc(typed) === 0 && onZero) {
      // Asked once (Enter, then leaving the field): the answer removes the row or puts the quantity back.
      setText(String(value));
      if (asking.current) return;
      asking.current = true;
      void onZero().finally(() => {
        asking.current = false;
      });
    } else void commit(typed);
  };

  return (
    <div className="inline-flex items-center rounded-md border border-slate-500 bg-white">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <button
        type="button"
        aria-label="Vähenda kogust"
        className={stepButton}
        aria-disabled={disabled || value <= 1 || undefined}
        onClick={() => {
          if (!disabled && value > 1) void commit(value - 1);
        }}
      >
        −
      </button>
      <input
        id={id}
        data-testid="cart-quantity"
        type="number"
        inputMode="numeric"
        min={1}
        max={MAX_CART_QUANTITY}
        value={text}
        readOnly={disabled}
        aria-disabled={disabled || undefined}
        onChange={(event) => setText(event.target.value)}
        onBlur={commitText}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commitText();
          }
        }}
        className="w-14 [appearance:textfield] border-x border-slate-500 py-1.5 text-center text-sm [&::-webkit-inner-spin-button]:appearance-none"
      />
      <button
        type="button"
        aria-label="Suurenda kogust"
        className={stepButton}
        aria-disabled={disabled || value >= MAX_CART_QUANTITY || undefined}
        onClick={() => {
          if (!disabled && value < MAX_CART_QUANTITY) void commit(value + 1);
        }}
      >
        +
      </button>
    </div>
  );
}
