import { AdminOrdersListReplySchema, type AdminOrderListItem } from '@kodumasinad/contract/admin';
import { Link } from 'react-router';
import { formatCents, formatDate } from '../../../../lib/format';
import { AdminListScreen } from '../../../components/admin-list-screen';
import type { AdminColumn } from '../../../components/admin-table';
import type { ListState } from '../../../lib/use-list-params';
import { useAdminList } from '../../../lib/use-admin-list';
import { useListParams } from '../../../lib/use-list-params';
import { AdminOrderFilters, ORDER_FILTERS } from './admin-order-filters';

export const ADMIN_ORDERS_ENDPOINT = '/api/admin/orders';

const columns = (list: ListState): AdminColumn<AdminOrderListItem>[] => [
  {
    id: 'number',
    header: 'Number',
    sortable: true,
    cell: (order) => (
      <Link to={`/haldus/tellimused/${order.id}`} className="font-medium text-brand-700 hover:underline">
        {order.number}
      </Link>
    ),
  },
  { id: 'date', header: 'Kuupäev', sortable: true, cell: (order) => formatDate(order.created_at) },
  {
    id: 'client',
    header: 'Klient',
    cell: (order) => (
      <button
        type="button"
        className="text-left hover:underline"
        title="Näita ainult selle kliendi tellimusi"
        onClick={() => list.update({ filters: { client_id: String(order.client_id) } })}
      >
        {order.client_name}
      </button>
    ),
  },
  { id: 'placed_by', header: 'Tellija', cell: (order) => order.placed_by },
  {
    id: 'status',
    header: 'Staatus',
    cell: (order) => <span data-testid="admin-order-row-status">{order.status_label}</span>,
  },
  { id: 'payment', header: 'Makse', cell: (order) => order.payment_status_label },
  { id: 'method', header: 'Makseviis', cell: (order) => order.payment_method_label ?? '–' },
  {
    id: 'total',
    header: 'Summa km-ga',
    sortable: true,
    align: 'right',
    cell: (order) => formatCents(order.total_vat),
  },
];

/** /haldus/tellimused: every company's orders, newest first, with filters, search and export. */
export function AdminOrderListScreen() {
  const list = useListParams(ORDER_FILTERS);
  const orders = useAdminList(ADMIN_ORDERS_ENDPOINT, AdminOrdersListReplySchema, list);
  const { data } = orders;
  const clientId = Number(list.params.filters.client_id);
  const clientName = data?.data.find((order) => order.client_id === clientId)?.client_name;
  return (
    <AdminListScreen
      title="Tellimused"
      endpoint={ADMIN_ORDERS_ENDPOINT}
      columns={columns(list)}
      list={list}
      query={orders}
      caption="Tellimused"
      searchLabel="Otsi numbri või kliendi järgi"
      exportFileName="tellimused.csv"
      filters={<AdminOrderFilters key={list.query} list={list} clientName={clientName} />}
    />
  );
}
