import { FocusScope } from '@react-aria/focus';
import { useLayoutEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { Price } from '../../components/ui/price';
import { formatCents } from '../../lib/format';
import type { CartModalContent } from '../../lib/state/cart-modal';
import { useEscapeToClose } from '../../lib/hooks/use-escape-to-close';

/**
 * 'Toode on lisatud ostukorvi!' after a product is added (SPEC §2); fades in and out in 500 ms
 * (at once when the user asks for reduced motion). React Aria's FocusScope keeps focus inside
 * while it is open (decision 018); Escape closes it from anywhere inside. Loaded on the first add
 * (cart-modal.tsx), not with the first screen. It lies above the toasts and scrolls inside the
 * viewport, so at 375 px nothing of it is covered or cut off (issue 22, item 27).
 */
export function CartModalDialog({
  content,
  closing,
  onClose,
}: {
  content: CartModalContent;
  /** The fade-out is running (the parent holds it, so it survives this part being mounted again). */
  closing: boolean;
  /** Starts closing; `after` leaves the page, so focus is not given back to the opener then. */
  onClose(after?: () => void): void;
}) {
  const navigate = useNavigate();
  useEscapeToClose(onClose);
  const firstButton = useRef<HTMLButtonElement>(null);

  // Before the first paint: a key pressed the moment the dialog shows must already reach it.
  useLayoutEffect(() => {
    firstButton.current?.focus();
  }, [content]);

  const { product } = content;
  return (
    <FocusScope contain>
      <div
        className={`fixed inset-0 z-[76] grid place-items-center bg-slate-900/50 p-4 ${
          closing ? 'animate-fade-out' : 'animate-fade-in'
        }`}
        onClick={(event) => {
          if (event.target === event.currentTarget) onClose();
        }}
      >
        <div
          data-testid="cart-modal"
          role="dialog"
          aria-modal="true"
          aria-labelledby="cart-modal-title"
          className={`max-h-full w-full max-w-lg overflow-y-auto overscroll-contain rounded-lg bg-white p-4 shadow-xl sm:p-6 ${
            closing ? 'animate-modal-out' : 'animate-modal-in'
          }`}
        >
          <h2 id="cart-modal-title" className="mb-4 text-xl font-semibold text-slate-900">
            {content.title ?? 'Toode on lisatud ostukorvi!'}
          </h2>
          {content.summary !== undefined && (
            <p data-testid="cart-modal-summary" className="text-slate-700">
              {content.summary}
            </p>
          )}
          {product && (
            <div className="flex gap-4">
              <img
                src={product.picture}
                alt={product.title}
                width={100}
                height={100}
                className="size-[100px] shrink-0 rounded border border-slate-200 object-contain"
              />
              <div className="min-w-0 flex-1">
                <p className="font-medium break-words text-slate-900">{product.title}</p>
                <p className="text-sm text-slate-500">{product.code}</p>
                <Price product={product.prices} className="mt-1" />
              </div>
            </div>
          )}
          <dl className="mt-4 grid grid-cols-2 gap-y-1 border-t border-slate-100 pt-4 text-sm">
            <dt className="text-slate-600">Tooteid:</dt>
            <dd data-testid="cart-modal-items" className="text-right font-medium">
              {content.items}
            </dd>
            <dt className="text-slate-600">Summa:</dt>
            <dd data-testid="cart-modal-total" className="text-right font-semibold">
              {formatCents(content.totalCents)}
            </dd>
          </dl>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button ref={firstButton} variant="secondary" onClick={() => onClose()}>
              Lisa veel tooteid
            </Button>
            <Button onClick={() => onClose(() => void navigate('/ostukorv'))}>Vormista tellimus</Button>
          </div>
        </div>
      </div>
    </FocusScope>
  );
}
