import { ORDER_STATUS_LABELS, PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS } from '@kodumasinad/contract';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { usePeriodFields } from '../../../../components/forms/use-period-fields';
import { FilterSelect } from '../../../../components/ui/filter-select';
import type { ListState } from '../../../lib/use-list-params';

/** The order list's own filters, as the URL names them. */
export const ORDER_FILTERS = [
  'status',
  'payment_status',
  'payment_method',
  'client_id',
  'from',
  'to',
] as const;

/**
 * Status, payment status, payment method and period (dd.mm.yyyy); "Filtreeri" writes them to the
 * URL. The company filter is set from a row's company link and shown here to be removed.
 */
export function AdminOrderFilters({ list, clientName }: { list: ListState; clientName: string | undefined }) {
  const current = list.params.filters;
  const [status, setStatus] = useState(current.status ?? '');
  const [paymentStatus, setPaymentStatus] = useState(current.payment_status ?? '');
  const [method, setMethod] = useState(current.payment_method ?? '');
  const period = usePeriodFields(current.from, current.to);

  const onSubmit = period.submitWith(({ from, to }) =>
    list.update({
      filters: { status, payment_status: paymentStatus, payment_method: method, from, to },
    }),
  );

  return (
    <form
      onSubmit={onSubmit}
      aria-label="Tellimuste filter"
      className="grid flex-1 gap-3 sm:grid-cols-2 lg:grid-cols-[repeat(5,minmax(7.5rem,1fr))_auto] lg:items-end"
    >
      <FilterSelect
        id="admin-orders-status"
        label="Staatus"
        value={status}
        options={ORDER_STATUS_LABELS}
        onChange={setStatus}
      />
      <FilterSelect
        id="admin-orders-payment-status"
        label="Makse"
        value={paymentStatus}
        options={PAYMENT_STATUS_LABELS}
        onChange={setPaymentStatus}
      />
      <FilterSelect
        id="admin-orders-method"
        label="Makseviis"
        value={method}
        options={PAYMENT_METHOD_LABELS}
        onChange={setMethod}
      />
      {period.fields}
      <Button type="submit">Filtreeri</Button>
      {current.client_id && (
        <p className="text-sm sm:col-span-2">
          Klient: {clientName ?? current.client_id}{' '}
          <button
            type="button"
            className="text-brand-700 underline"
            onClick={() => list.update({ filters: { client_id: undefined } })}
          >
            Eemalda
          </button>
        </p>
      )}
    </form>
  );
}
