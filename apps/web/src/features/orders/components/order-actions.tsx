import type { Order } from '@kodumasinad/contract';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { paymentLeaveFailedMessage, submitPayment } from '../../../lib/payment-redirect';
import { setWarning } from '../../../lib/state/messages';
import { useContinuePayment } from '../api/order-continue';
import { useReorder } from '../api/reorder';

/**
 * 'Telli uuesti' and, for a failed or unfinished payment, 'Jätka maksmist'; when the bank's page
 * did not open (here or at checkout: `leaveFailed`), says so next to it.
 */
export function OrderActions({ order, leaveFailed = false }: { order: Order; leaveFailed?: boolean }) {
  const navigate = useNavigate();
  const reorder = useReorder();
  const continuePayment = useContinuePayment(order.id);
  const [leaving, setLeaving] = useState(false);
  const [failed, setFailed] = useState(leaveFailed);
  const paying = useRef(false);

  const onReorder = async () => {
    try {
      const { warning } = await reorder.mutateAsync(order.id);
      await navigate('/ostukorv');
      // Leaving the order cleared the message area: the cart page tells what was left out.
      if (warning) setWarning(warning);
    } catch {
      // The client showed the failure; the order stays on screen.
    }
  };

  const onContinue = async () => {
    if (paying.current) return;
    paying.current = true;
    setLeaving(true);
    setFailed(false);
    try {
      const reply = await continuePayment.mutateAsync();
      if (reply.payment) {
        submitPayment(reply.payment, (reason) => {
          paying.current = false;
          setLeaving(false);
          setFailed(reason !== 'returned');
        });
      } else {
        paying.current = false;
        setLeaving(false);
      }
    } catch {
      paying.current = false;
      setLeaving(false);
    }
  };

  return (
    <div className="space-y-3">
      {failed && order.can_continue && (
        <p
          role="alert"
          data-testid="payment-leave-failed"
          className="rounded-md border border-red-200 bg-red-50 p-4 text-sm text-red-800"
        >
          {paymentLeaveFailedMessage(order.number)}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button
          variant="secondary"
          data-testid="reorder"
          disabled={reorder.isPending}
          aria-busy={reorder.isPending || undefined}
          onClick={() => void onReorder()}
        >
          Telli uuesti
        </Button>
        {order.can_continue && (
          <Button
            data-testid="continue-payment"
            disabled={leaving}
            aria-busy={leaving || undefined}
            onClick={() => void onContinue()}
          >
            Jätka maksmist
          </Button>
        )}
      </div>
    </div>
  );
}
