import { MODAL_ANIMATION_MS } from '@kodumasinad/contract';
import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { prefersReducedMotion } from '../../lib/hooks/use-media-query';
import {
  closeCartModal,
  restoreCartModalFocus,
  useCartModal,
  type CartModalContent,
} from '../../lib/state/cart-modal';

const CartModalDialog = lazy(() =>
  import('./cart-modal-dialog').then((m) => ({ default: m.CartModalDialog })),
);

/**
 * The cart modal's place in the shell. The dialog itself loads on the first add (it is not part
 * of the first screen, issue 11). Closing returns focus to the button that started the add,
 * recorded by the store when the add began: FocusScope's own restoreFocus would remember
 * whatever had focus when the reply arrived (issue 10).
 */
export function CartModal() {
  const content = useCartModal();
  const wasOpen = useRef(false);
  // The fade-out's state and timer live here, in the part that is always mounted: the lazy
  // dialog below may be mounted afresh (Suspense), and must not lose a close in progress.
  const [closingFor, setClosingFor] = useState<CartModalContent | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  // After the dialog (and its focus trap) has left the page.
  useLayoutEffect(() => {
    if (content) wasOpen.current = true;
    else if (wasOpen.current) {
      wasOpen.current = false;
      restoreCartModalFocus();
    }
  }, [content]);

  if (!content) return null;
  const closing = closingFor === content;

  /** `after` leaves the page, so focus is not given back to the opener then. */
  const close = (after?: () => void) => {
    if (closing) return;
    const finish = () => {
      closeCartModal({ restoreFocus: after === undefined });
      after?.();
    };
    if (prefersReducedMotion()) {
      finish();
      return;
    }
    setClosingFor(content);
    clearTimeout(timer.current);
    timer.current = setTimeout(finish, MODAL_ANIMATION_MS);
  };

  return (
    <Suspense fallback={null}>
      <CartModalDialog content={content} closing={closing} onClose={close} />
    </Suspense>
  );
}
