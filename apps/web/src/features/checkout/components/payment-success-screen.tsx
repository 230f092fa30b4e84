import { Link, useParams } from 'react-router';
import { PageTitle } from '../../../components/ui/page-title';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatCents } from '../../../lib/format';
import { OrderStatusBadge, PaymentStatusBadge } from '../../../components/status/order-statuses';
import { OverpaymentNotice, useOrder } from '../../orders';

/** /makse-edukas/{id}: where the bank (or the invoice choice) brings the buyer after the order. */
export function PaymentSuccessScreen() {
  const id = Number(useParams().id);
  const { data: order, isError } = useOrder(id);

  if (!order) {
    return isError ? (
      <section>
        <PageTitle>Tellimus</PageTitle>
        <p role="alert" className="text-red-700">
          Tellimust ei õnnestunud laadida.{' '}
          <Link to="/tellimused" className="underline">
            Tellimuste nimekiri
          </Link>
        </p>
      </section>
    ) : (
      <Skeleton />
    );
  }

  return (
    <section data-testid="payment-success" className="mx-auto max-w-2xl">
      <PageTitle documentTitle="Tellimus vastu võetud">
        Täname! Tellimus {order.number} on vastu võetud.
      </PageTitle>
      <dl className="grid grid-cols-[auto_1fr] items-center gap-x-6 gap-y-2 rounded-lg border border-slate-200 bg-white p-6 text-sm shadow-sm">
        <dt className="text-slate-600">Tellimuse staatus</dt>
        <dd>
          <OrderStatusBadge status={order.status} />
        </dd>
        <dt className="text-slate-600">Makse staatus</dt>
        <dd>
          <PaymentStatusBadge status={order.payment_status} orderStatus={order.status} />
        </dd>
        {order.payment_method_label && (
          <>
            <dt className="text-slate-600">Makseviis</dt>
            <dd>{order.payment_method_label}</dd>
          </>
        )}
        <dt className="text-slate-600">Kokku</dt>
        <dd className="font-semibold">{formatCents(order.total_vat)}</dd>
      </dl>
      <OverpaymentNotice overpayments={order.overpayments} className="mt-4" />
      <p className="mt-6">
        <Link to={`/tellimused/${order.id}`} className="text-brand-700 hover:underline">
          Vaata tellimust
        </Link>
      </p>
    </section>
  );
}
