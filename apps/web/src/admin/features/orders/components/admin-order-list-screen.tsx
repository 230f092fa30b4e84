import { AdminOrdersListReplySchema } from '@kodumasinad/contract/admin';
import { formatCents, formatDate } from '../../../../lib/format';
import { AdminList, defineAdminList } from '../../../components/admin-list';
import { AdminOrderFilters, ORDER_FILTERS } from './admin-order-filters';

export const ADMIN_ORDERS_ENDPOINT = '/api/admin/orders';

/** /haldus/tellimused: every company's orders, newest first, with filters, search and export. */
const orderList = defineAdminList({
  endpoint: ADMIN_ORDERS_ENDPOINT,
  schema: AdminOrdersListReplySchema,
  title: 'Tellimused',
  caption: 'Tellimused',
  searchLabel: 'Otsi numbri või kliendi järgi',
  exportFileName: 'tellimused.csv',
  filters: ORDER_FILTERS,
  filterForm: ({ list, reply }) => {
    const clientId = Number(list.params.filters.client_id);
    const clientName = reply?.data.find((order) => order.client_id === clientId)?.client_name;
    return <AdminOrderFilters key={list.query} list={list} clientName={clientName} />;
  },
  columns: [
    {
      id: 'number',
      header: 'Number',
      sortable: true,
      link: (order) => `/haldus/tellimused/${order.id}`,
      cell: (order) => order.number,
    },
    { id: 'date', header: 'Kuupäev', sortable: true, cell: (order) => formatDate(order.created_at) },
    {
      id: 'client',
      header: 'Klient',
      filterBy: {
        name: 'client_id',
        value: (order) => String(order.client_id),
        title: 'Näita ainult selle kliendi tellimusi',
      },
      cell: (order) => order.client_name,
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
  ],
});

export function AdminOrderListScreen() {
  return <AdminList of={orderList} />;
}
