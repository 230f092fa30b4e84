import { useParams } from 'react-router';
import { DetailHeader } from '../../../../components/ui/detail-header';
import { DetailFallback } from '../../../../components/ui/detail-fallback';
import { formatDate } from '../../../../lib/format';
import { useAdminOrder } from '../api/admin-order';
import { OrderCustomer, OrderHistory, OrderPayments, OrderRowsTable } from './order-detail-sections';
import { OrderTransitionButtons } from './order-transition-buttons';

const badge = 'inline-block rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-800';

/** /haldus/tellimused/{id}: one order with everything about it and its transitions. */
export function AdminOrderDetailScreen() {
  const id = Number(useParams().id);
  const { data: order, isError } = useAdminOrder(id);
  if (!order) {
    return <DetailFallback title="Tellimus" isError={isError} error="Tellimust ei õnnestunud laadida." />;
  }
  return (
    <section className="space-y-6" data-testid="admin-order">
      <DetailHeader back="/haldus/tellimused" backLabel="Tellimused" title={`Tellimus ${order.number}`}>
        <span>{formatDate(order.created_at)}</span>
        <span>{order.client.name}</span>
        <span>
          Tellimus{' '}
          <span className={badge} data-testid="admin-order-status">
            {order.status_label}
          </span>
        </span>
        <span>
          Makse <span className={badge}>{order.payment_status_label}</span>
        </span>
      </DetailHeader>
      {order.cancel_reason !== null && (
        <p className="rounded-lg border border-slate-300 bg-slate-50 p-4 text-sm">
          <span className="font-semibold">Tühistamise põhjus:</span> {order.cancel_reason}
        </p>
      )}
      <OrderTransitionButtons order={order} />
      <OrderRowsTable order={order} />
      <div className="grid gap-4 md:grid-cols-2">
        <OrderCustomer order={order} />
        <OrderPayments order={order} />
      </div>
      <OrderHistory order={order} />
    </section>
  );
}
