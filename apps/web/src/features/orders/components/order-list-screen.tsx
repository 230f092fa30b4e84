import { Link, useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/ui/page-title';
import { Pagination } from '../../../components/ui/pagination';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatCents, formatDate } from '../../../lib/format';
import { downloadOrdersExport } from '../api/orders-export';
import { useOrdersList } from '../api/orders-list';
import { filterFromParams, ordersHref } from '../orders-url';
import { OrderFilters } from './order-filters';
import { OrderStatusBadge, PaymentStatusBadge } from '../../../components/status/order-statuses';
import { StackedCell, stackedTh } from '../../../components/ui/stacked-table';

/** /tellimused: the company's orders, filtered by status and period, a page at a time. */
export function OrderListScreen() {
  const [params] = useSearchParams();
  const filter = filterFromParams(params);
  const orders = useOrdersList(filter);
  const reply = orders.data;

  return (
    <section>
      <PageTitle>Tellimused</PageTitle>
      {/* Remounted per URL so the fields show what the list shows (also after back/forward). */}
      <OrderFilters key={params.toString()} filter={filter} />
      <p className="mb-4 flex flex-wrap items-center gap-3 text-sm text-slate-700">
        Laadi nimekiri alla:
        <button
          type="button"
          data-testid="orders-export-csv"
          className="font-medium text-brand-700 hover:underline"
          onClick={() => void downloadOrdersExport(filter, 'csv')}
        >
          CSV
        </button>
        <button
          type="button"
          data-testid="orders-export-xlsx"
          className="font-medium text-brand-700 hover:underline"
          onClick={() => void downloadOrdersExport(filter, 'xlsx')}
        >
          XLSX (Excel)
        </button>
      </p>
      {!reply && !orders.isError && <Skeleton title={false} />}
      {orders.isError && !reply && (
        <p role="alert" className="text-red-700">
          Tellimusi ei õnnestunud laadida.
        </p>
      )}
      {reply && reply.data.length === 0 && <p className="text-slate-600">Tellimusi ei leitud.</p>}
      {reply && reply.data.length > 0 && (
        <div className="rounded-lg border border-slate-200 bg-white shadow-sm">
          <table className="block w-full text-sm md:table">
            <thead className="hidden md:table-header-group">
              <tr className="border-b border-slate-200 text-left text-slate-500">
                <th scope="col" className={stackedTh()}>
                  Number
                </th>
                <th scope="col" className={stackedTh()}>
                  Kuupäev
                </th>
                <th scope="col" className={stackedTh()}>
                  Tellija
                </th>
                <th scope="col" className={stackedTh()}>
                  Staatus
                </th>
                <th scope="col" className={stackedTh()}>
                  Makse
                </th>
                <th scope="col" className={`${stackedTh()} text-right`}>
                  Summa km-ga
                </th>
              </tr>
            </thead>
            <tbody className="block md:table-row-group">
              {reply.data.map((order) => (
                <tr
                  key={order.id}
                  data-testid="order-row"
                  className="block border-b border-slate-100 py-2 last:border-0 md:table-row md:py-0"
                >
                  <StackedCell label="Number">
                    <Link
                      to={`/tellimused/${order.id}`}
                      className="font-medium text-brand-700 hover:underline"
                    >
                      {order.number}
                    </Link>
                  </StackedCell>
                  <StackedCell label="Kuupäev" className="whitespace-nowrap">
                    {formatDate(order.created_at)}
                  </StackedCell>
                  <StackedCell label="Tellija">{order.placed_by}</StackedCell>
                  <StackedCell label="Staatus">
                    <OrderStatusBadge status={order.status} />
                  </StackedCell>
                  <StackedCell label="Makse">
                    <PaymentStatusBadge status={order.payment_status} orderStatus={order.status} />
                  </StackedCell>
                  <StackedCell label="Summa km-ga" className="whitespace-nowrap md:text-right">
                    {formatCents(order.total_vat)}
                  </StackedCell>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {reply && (
        <Pagination
          page={reply.meta.current_page}
          lastPage={reply.meta.last_page}
          hrefFor={(page) => ordersHref({ ...filter, page })}
        />
      )}
    </section>
  );
}
