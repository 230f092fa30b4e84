import { Link, useLocation, useParams } from 'react-router';
import { DetailHeader } from '../../../components/ui/detail-header';
import { DeliveryAddressText } from '../../../components/delivery-address';
import { DetailFallback } from '../../../components/ui/detail-fallback';
import { formatPercent, vatPercent } from '@kodumasinad/contract';
import { getBootstrap } from '../../../lib/bootstrap';
import { formatCents, formatDate } from '../../../lib/format';
import { PAYMENT_LEAVE_FAILED_STATE } from '../../../lib/payment-redirect';
import { paymentTermText } from '../../../lib/payment-term';
import { useOrder } from '../api/order';
import { OrderActions } from './order-actions';
import { OrderRows } from './order-rows';
import { OverpaymentNotice } from './overpayment-notice';
import { OrderStatusBadge, PaymentStatusBadge } from '../../../components/status/order-statuses';

const card = 'rounded-lg border border-slate-200 bg-white p-4 text-sm shadow-sm';

/** /tellimused/{id}: the order with its rows, delivery, services, totals and payment. */
export function OrderDetailScreen() {
  const id = Number(useParams().id);
  const { data: order, isError } = useOrder(id);
  const state: unknown = useLocation().state;
  const leaveFailed =
    typeof state === 'object' && state !== null && Reflect.get(state, PAYMENT_LEAVE_FAILED_STATE) === true;

  if (!order) {
    return (
      <DetailFallback
        title="Tellimus"
        isError={isError}
        error={
          <>
            Tellimust ei õnnestunud laadida.{' '}
            <Link to="/tellimused" className="underline">
              Tellimuste nimekiri
            </Link>
          </>
        }
      />
    );
  }

  const { contacts, transport } = order;
  const termText = paymentTermText(order.payment_term);
  return (
    <section className="space-y-6">
      <DetailHeader back="/tellimused" backLabel="Tellimused" title={`Tellimus ${order.number}`}>
        <span>{formatDate(order.created_at)}</span>
        <span>Tellija: {order.placed_by}</span>
        <span className="inline-flex items-center gap-1.5" data-testid="order-status-label">
          Tellimus <OrderStatusBadge status={order.status} />
        </span>
        <span className="inline-flex items-center gap-1.5" data-testid="payment-status-label">
          Makse <PaymentStatusBadge status={order.payment_status} orderStatus={order.status} />
        </span>
      </DetailHeader>
      {order.status === 'cancelled' && order.cancel_reason !== null && (
        <p
          data-testid="order-cancel-reason"
          className="rounded-lg border border-slate-300 bg-slate-50 p-4 text-sm text-slate-800"
        >
          <span className="font-semibold">Tühistamise põhjus:</span> {order.cancel_reason}
        </p>
      )}
      <OverpaymentNotice overpayments={order.overpayments} />
      <OrderActions order={order} leaveFailed={leaveFailed} />
      <OrderRows rows={order.rows} />
      <div className="grid gap-4 md:grid-cols-3">
        <div className={card}>
          <h2 className="mb-2 font-semibold text-slate-900">Kontakt ja tarne</h2>
          <p className="font-medium">{contacts.company}</p>
          <p>
            {contacts.contact_name}, {contacts.phone}
          </p>
          <p>{contacts.email}</p>
          <p>
            {contacts.address}, {contacts.postal_code} {contacts.city}
            {contacts.county && `, ${contacts.county} maakond`}
          </p>
          {transport && (
            <p className="mt-2" data-testid="order-transport">
              {transport.title}
              {transport.county && ` (${transport.county} maakond)`}: {formatCents(transport.price)}
            </p>
          )}
          {order.delivery && <DeliveryAddressText delivery={order.delivery} />}
        </div>
        <div className={card}>
          <h2 className="mb-2 font-semibold text-slate-900">Teenused</h2>
          {order.services.length === 0 ? (
            <p className="text-slate-600">Teenuseid ei tellitud.</p>
          ) : (
            <ul data-testid="order-services">
              {order.services.map((service) => (
                <li key={service.code} className="flex justify-between gap-2">
                  <span>{service.title}</span>
                  <span className="whitespace-nowrap">{formatCents(service.total)}</span>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className={card}>
          <h2 className="mb-2 font-semibold text-slate-900">Makse</h2>
          <p>{order.payment_method_label ?? 'Makseviis valimata'}</p>
          {termText && <p>{termText}</p>}
          <p>Viitenumber: {order.reference_number}</p>
          {order.invoice_id !== null && (
            <Link to={`/arved/${order.invoice_id}`} className="text-brand-700 hover:underline">
              Vaata arvet
            </Link>
          )}
        </div>
      </div>
      <dl data-testid="order-totals" className={`${card} ml-auto grid max-w-sm grid-cols-2 gap-y-1`}>
        <dt className="text-slate-600">Tooted</dt>
        <dd className="text-right">{formatCents(order.products_total)}</dd>
        <dt className="text-slate-600">Summa km-ta</dt>
        <dd className="text-right">{formatCents(order.total)}</dd>
        {/* The order's own rate is not on the wire: the page's multiplier, as the cart shows it. */}
        <dt className="text-slate-600">Käibemaks {formatPercent(vatPercent(getBootstrap().vat))}</dt>
        <dd className="text-right">{formatCents(order.vat)}</dd>
        <dt className="font-semibold text-slate-900">Kokku</dt>
        <dd className="text-right font-semibold text-slate-900">{formatCents(order.total_vat)}</dd>
      </dl>
    </section>
  );
}
