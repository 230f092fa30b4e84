import type { AdminOrder } from '@kodumasinad/contract/admin';
import { formatCents, formatDate } from '../../../../lib/format';
import { DeliveryAddressText } from '../../../../components/delivery-address';

const card = 'rounded-lg border border-slate-200 bg-white p-4 text-sm shadow-sm';
const heading = 'mb-2 font-semibold text-slate-900';
const cell = 'px-3 py-2';

/** The ordered products with their prices. */
export function OrderRowsTable({ order }: { order: AdminOrder }) {
  return (
    <div className={card}>
      <h2 className={heading}>Tooted</h2>
      {/* On a phone the rows scroll sideways in their own box (focusable for the keyboard), not the page. */}
      <div
        className="-mx-1 overflow-x-auto rounded px-1 focus-visible:outline-2 focus-visible:outline-brand-700"
        tabIndex={0}
        role="region"
        aria-label="Tellitud tooted"
      >
        <table className="w-full min-w-[32rem] text-left">
          <thead className="text-slate-600">
            <tr>
              <th className={cell}>Kood</th>
              <th className={cell}>Toode</th>
              <th className={`${cell} text-right`}>Kogus</th>
              <th className={`${cell} text-right`}>Hind km-ta</th>
              <th className={`${cell} text-right`}>Summa km-ta</th>
            </tr>
          </thead>
          <tbody>
            {order.rows.map((row, index) => (
              <tr key={index} className="border-t border-slate-100" data-testid="admin-order-row">
                <td className={cell}>{row.code}</td>
                <td className={cell}>{row.title}</td>
                <td className={`${cell} text-right`}>{row.quantity}</td>
                <td className={`${cell} text-right`}>{formatCents(row.price)}</td>
                <td className={`${cell} text-right`}>{formatCents(row.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="mt-3 ml-auto grid max-w-xs grid-cols-2 gap-y-1">
        <dt className="text-slate-600">Summa km-ta</dt>
        <dd className="text-right">{formatCents(order.total)}</dd>
        <dt className="text-slate-600">Käibemaks</dt>
        <dd className="text-right">{formatCents(order.vat)}</dd>
        <dt className="font-semibold">Kokku</dt>
        <dd className="text-right font-semibold">{formatCents(order.total_vat)}</dd>
      </dl>
    </div>
  );
}

/** The client, the buyer who ordered, the contacts and the delivery with services. */
export function OrderCustomer({ order }: { order: AdminOrder }) {
  const { contacts, transport } = order;
  return (
    <div className={card}>
      <h2 className={heading}>Klient ja tarne</h2>
      <p className="font-medium">
        {order.client.name}
        {order.client.registry_code && ` (${order.client.registry_code})`}
      </p>
      <p>Tellija: {order.user ? `${order.user.name}, ${order.user.email}` : order.placed_by}</p>
      <p className="mt-2">
        {contacts.contact_name}, {contacts.phone}, {contacts.email}
      </p>
      <p>
        {contacts.address}, {contacts.postal_code} {contacts.city}
        {contacts.county && `, ${contacts.county} maakond`}
      </p>
      {contacts.notes && <p>Märkused: {contacts.notes}</p>}
      {transport && (
        <p className="mt-2">
          {transport.title}
          {transport.county && ` (${transport.county} maakond)`}: {formatCents(transport.price)}
        </p>
      )}
      {order.delivery && <DeliveryAddressText delivery={order.delivery} />}
      {order.services.length > 0 && (
        <ul className="mt-2">
          {order.services.map((service) => (
            <li key={service.code}>
              {service.title}: {formatCents(service.total)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Payment attempts and the invoice with its status. */
export function OrderPayments({ order }: { order: AdminOrder }) {
  return (
    <div className={card}>
      <h2 className={heading}>Maksed</h2>
      <p>
        {order.payment_method_label ?? 'Makseviis valimata'} · {order.payment_status_label} · viitenumber{' '}
        {order.reference_number}
      </p>
      {order.payments.length > 0 && (
        <ul className="mt-2 space-y-1" data-testid="admin-order-payments">
          {order.payments.map((payment) => (
            <li key={payment.id}>
              {formatDate(payment.created_at)} {payment.method_label}: {formatCents(payment.amount)} (
              {payment.status_label}
              {payment.paid_at && `, makstud ${formatDate(payment.paid_at)}`})
            </li>
          ))}
        </ul>
      )}
      {order.invoice && (
        <p className="mt-2" data-testid="admin-order-invoice">
          Arve {order.invoice.number}, tähtaeg {formatDate(order.invoice.due_date)}:{' '}
          {order.invoice.status_label} (makstud {formatCents(order.invoice.paid)} /{' '}
          {formatCents(order.invoice.total_vat)})
        </p>
      )}
    </div>
  );
}

/** Who changed the status when, with the cancellation reason. */
export function OrderHistory({ order }: { order: AdminOrder }) {
  return (
    <div className={card}>
      <h2 className={heading}>Oleku ajalugu</h2>
      <ol className="space-y-1" data-testid="admin-order-history">
        <li>
          {formatDate(order.created_at)}: esitatud ({order.placed_by})
        </li>
        {order.history.map((change, index) => (
          <li key={index}>
            {formatDate(change.created_at)}: {change.from_label} → {change.to_label} ({change.staff_name})
            {change.reason && ` — põhjus: ${change.reason}`}
          </li>
        ))}
      </ol>
    </div>
  );
}
