import { TRANSPORT_LABELS, type Cart, type OrderDraft } from '@kodumasinad/contract';
import type { ReactNode } from 'react';
import { DeliveryAddressText } from '../../../components/delivery-address';
import { formatCents } from '../../../lib/format';
import { paymentTermText } from '../../../lib/payment-term';

function Block({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <section data-testid={testId} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <h3 className="mb-2 font-semibold text-slate-900">{title}</h3>
      <div className="space-y-0.5 text-sm text-slate-700">{children}</div>
    </section>
  );
}

/** What the buyer chose in the earlier steps, shown before the order is placed. */
export function ConfirmSummary({ draft, cart }: { draft: OrderDraft; cart: Cart | undefined }) {
  const { contacts, transport, options } = draft;
  const services = options.services.filter((service) => draft.services.includes(service.code));
  const method = options.payment_methods.find((offered) => offered.code === draft.payment_method);
  const termText = paymentTermText(options.payment_term);
  const transportTitle =
    cart?.transport?.code === transport?.code && cart?.transport
      ? cart.transport.title
      : transport && TRANSPORT_LABELS[transport.code];
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Block title="Kontaktandmed" testId="confirm-contacts">
        <p className="font-medium text-slate-900">{contacts.company}</p>
        <p>{contacts.contact_name}</p>
        <p>{contacts.phone}</p>
        <p>{contacts.email}</p>
        <p>
          {contacts.address}, {contacts.postal_code} {contacts.city}
          {contacts.county && `, ${contacts.county} maakond`}
        </p>
        {contacts.notes && <p className="text-slate-500">{contacts.notes}</p>}
      </Block>
      <Block title="Transport" testId="confirm-transport">
        <p>{transportTitle ?? 'Valimata'}</p>
        {transport?.county && <p>{transport.county} maakond</p>}
        <p>{draft.totals.transport === 0 ? 'Tasuta' : `${formatCents(draft.totals.transport)} +KM`}</p>
        {draft.delivery && <DeliveryAddressText delivery={draft.delivery} />}
      </Block>
      <Block title="Teenused" testId="confirm-services">
        {services.length === 0 ? (
          <p>Lisateenuseid ei valitud.</p>
        ) : (
          <ul>
            {services.map((service) => (
              <li key={service.code}>{service.title}</li>
            ))}
          </ul>
        )}
        {services.length > 0 && <p>Kokku {formatCents(draft.totals.services)} +KM</p>}
      </Block>
      <Block title="Makse" testId="confirm-payment">
        <p>{method?.label ?? 'Valimata'}</p>
        {termText && <p>{termText}</p>}
      </Block>
    </div>
  );
}
