import type { OrdersListReply } from '@kodumasinad/contract';
import { Link, useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/ui/page-title';
import { formatCents, formatDate } from '../../../lib/format';
import { downloadOrdersExport } from '../api/orders-export';
import { useOrdersList } from '../api/orders-list';
import { filterFromParams, ordersHref } from '../orders-url';
import { OrderFilters } from './order-filters';
import { OrderStatusBadge, PaymentStatusBadge } from '../../../components/status/order-statuses';
import { ExportLinks } from '../../../components/lists/export-links';
import { PagedList, type ListColumn } from '../../../components/lists/paged-list';

const columns: ListColumn<OrdersListReply['data'][number]>[] = [
  {
    header: 'Number',
    cell: (order) => (
      <Link to={`/tellimused/${order.id}`} className="font-medium text-brand-700 hover:underline">
        {order.number}
      </Link>
    ),
  },
  { header: 'Kuupäev', className: 'whitespace-nowrap', cell: (order) => formatDate(order.created_at) },
  { header: 'Tellija', cell: (order) => order.placed_by },
  { header: 'Staatus', cell: (order) => <OrderStatusBadge status={order.status} /> },
  {
    header: 'Makse',
    cell: (order) => <PaymentStatusBadge status={order.payment_status} orderStatus={order.status} />,
  },
  {
    header: 'Summa km-ga',
    align: 'right',
    className: 'whitespace-nowrap md:text-right',
    cell: (order) => formatCents(order.total_vat),
  },
];

/** /tellimused: the company's orders, filtered by status and period, a page at a time. */
export function OrderListScreen() {
  const [params] = useSearchParams();
  const filter = filterFromParams(params);
  const orders = useOrdersList(filter);

  return (
    <section>
      <PageTitle>Tellimused</PageTitle>
      {/* Remounted per URL so the fields show what the list shows (also after back/forward). */}
      <OrderFilters key={params.toString()} filter={filter} />
      <ExportLinks testIdPrefix="orders" onDownload={(format) => void downloadOrdersExport(filter, format)} />
      <PagedList
        reply={orders.data}
        isError={orders.isError}
        errorText="Tellimusi ei õnnestunud laadida."
        emptyText="Tellimusi ei leitud."
        columns={columns}
        rowKey={(order) => order.id}
        rowTestId="order-row"
        hrefFor={(page) => ordersHref({ ...filter, page })}
      />
    </section>
  );
}
