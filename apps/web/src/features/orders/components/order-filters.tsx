import { ORDER_STATUS_LABELS, type OrderStatus } from '@kodumasinad/contract';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { usePeriodFields } from '../../../components/forms/use-period-fields';
import { FilterSelect } from '../../../components/ui/filter-select';
import { dateInputOf } from '../../../lib/format';
import type { OrdersFilter } from '../api/orders-list';
import { ordersHref } from '../orders-url';

const STATUS_OPTIONS = Object.entries(ORDER_STATUS_LABELS) as [OrderStatus, string][];

/** Status and period of the order list; applying them writes the URL (and starts at page 1). */
export function OrderFilters({ filter }: { filter: OrdersFilter }) {
  const navigate = useNavigate();
  const [status, setStatus] = useState<string>(filter.status ?? '');
  const period = usePeriodFields(filter.from, filter.to);

  const onSubmit = period.submitWith(({ from, to }) => {
    // The fields show the dates as the list reads them (1.2.2026 → 01.02.2026).
    if (from) period.setFrom(dateInputOf(from));
    if (to) period.setTo(dateInputOf(to));
    const chosen = STATUS_OPTIONS.find(([value]) => value === status)?.[0];
    void navigate(ordersHref({ status: chosen, from, to, page: 1 }));
  });

  const filtered = Boolean(filter.status || filter.from || filter.to);
  return (
    <form
      onSubmit={onSubmit}
      aria-label="Tellimuste filter"
      className="mb-6 grid gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_auto] lg:items-end"
    >
      <FilterSelect
        id="orders-status"
        testId="orders-status-filter"
        label="Staatus"
        value={status}
        options={STATUS_OPTIONS}
        onChange={setStatus}
      />
      {period.fields}
      <div className="flex items-center gap-3">
        <Button type="submit">Otsi</Button>
        {filtered && (
          <Link to="/tellimused" className="text-sm text-brand-700 hover:underline">
            Tühjenda
          </Link>
        )}
      </div>
    </form>
  );
}
