import { ORDER_TRANSITION_LABELS, type AdminOrder } from '@kodumasinad/contract/admin';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { useArchiveOrder } from '../api/archive-order';
import { useConfirmOrder } from '../api/confirm-order';
import { CancelOrderDialog } from './cancel-order-dialog';

/** The transitions the order's status allows; cancelling asks for the reason in a dialog. */
export function OrderTransitionButtons({ order }: { order: AdminOrder }) {
  const confirm = useConfirmOrder();
  const archive = useArchiveOrder();
  const [cancelling, setCancelling] = useState(false);
  const busy = confirm.isPending || archive.isPending;
  if (order.transitions.length === 0) return null;
  return (
    <div className="flex flex-wrap gap-3" data-testid="order-transitions">
      {order.transitions.includes('confirm') && (
        <Button disabled={busy} onClick={() => confirm.mutate(order.id)} data-testid="order-confirm">
          {ORDER_TRANSITION_LABELS.confirm}
        </Button>
      )}
      {order.transitions.includes('archive') && (
        <Button
          variant="secondary"
          disabled={busy}
          onClick={() => archive.mutate(order.id)}
          data-testid="order-archive"
        >
          {ORDER_TRANSITION_LABELS.archive}
        </Button>
      )}
      {order.transitions.includes('cancel') && (
        <Button
          variant="secondary"
          disabled={busy}
          aria-haspopup="dialog"
          onClick={() => setCancelling(true)}
          data-testid="order-cancel"
        >
          {ORDER_TRANSITION_LABELS.cancel}
        </Button>
      )}
      {cancelling && <CancelOrderDialog order={order} onClose={() => setCancelling(false)} />}
    </div>
  );
}
