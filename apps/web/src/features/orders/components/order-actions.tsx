import type { Order } from '@kodumasinad/contract';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { submitPayment } from '../../checkout';
import { useContinuePayment } from '../api/order-continue';
import { useReorder } from '../api/reorder';

/** What the cart page is told after a reorder (router state). */
export interface ReorderNotice {
  unavailable: { title: string; code: string }[];
}

/** 'Telli uuesti' and, for a failed or unfinished payment, 'Jätka maksmist'. */
export function OrderActions({ order }: { order: Order }) {
  const navigate = useNavigate();
  const reorder = useReorder();
  const continuePayment = useContinuePayment(order.id);
  const [leaving, setLeaving] = useState(false);
  const paying = useRef(false);

  const onReorder = async () => {
    try {
      const { unavailable } = await reorder.mutateAsync(order);
      const notice: ReorderNotice = { unavailable };
      await navigate('/ostukorv', { state: { reorder: notice } });
    } catch {
      // The client showed the failure; the order stays on screen.
    }
  };

  const onContinue = async () => {
    if (paying.current) return;
    paying.current = true;
    setLeaving(true);
    try {
      const reply = await continuePayment.mutateAsync();
      if (reply.payment) submitPayment(reply.payment);
      else {
        paying.current = false;
        setLeaving(false);
      }
    } catch {
      paying.current = false;
      setLeaving(false);
    }
  };

  return (
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
  );
}
