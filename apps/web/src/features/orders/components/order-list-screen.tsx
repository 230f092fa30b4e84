import { Link, useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/ui/page-title';
import { Pagination } from '../../../components/ui/pagination';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatCents, formatDate } from '../../../lib/format';
import { downloadOrdersExport } from '../api/orders-export';
import { useOrdersList } from '../api/orders-list';
import { filterFromParams, ordersHref } from '../orders-url';
import { OrderFilters } from './order-filters';
import { OrderStatusBadge, PaymentStatusBadge } from './order-statuses';

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
        <div
          tabIndex={0}
          role="region"
          aria-label="Tellimused"
          className="overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm"
        >
          <table className="w-full text-sm">
            <thead>
              <tr className="border-b border-slate-200 text-left text-slate-500">
                <th scope="col" className="px-4 py-3 font-medium">
                  Number
                </th>
                <th scope="col" className="px-4 py-3 font-medium">
                  Kuupäev
                </th>
                <th scope="col" className="px-4 py-3 font-medium">
                  Tellija
                </th>
                <th scope="col" className="px-4 py-3 font-medium">
                  Staatus
                </th>
                <th scope="col" className="px-4 py-3 font-medium">
                  Makse
                </th>
                <th scope="col" className="px-4 py-3 text-right font-medium">
                  Summa km-ga
                </th>
              </tr>
            </thead>
            <tbody>
              {reply.data.map((order) => (
                <tr
                  key={order.id}
                  data-testid="order-row"
                  className="border-b border-slate-100 last:border-0"
                >
                  <td className="px-4 py-3">
                    <Link
                      to={`/tellimused/${order.id}`}
                      className="font-medium text-brand-700 hover:underline"
                    >
                      {order.number}
                    </Link>
                  </td>
                  <td className="px-4 py-3 whitespace-nowrap">{formatDate(order.created_at)}</td>
                  <td className="px-4 py-3">{order.placed_by}</td>
                  <td className="px-4 py-3">
                    <OrderStatusBadge status={order.status} />
                  </td>
                  <td className="px-4 py-3">
                    <PaymentStatusBadge status={order.payment_status} />
                  </td>
                  <td className="px-4 py-3 text-right whitespace-nowrap">{formatCents(order.total_vat)}</td>
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
