import { CLIENT_STATUS_LABELS } from '@kodumasinad/contract/admin';
import { AdminList, defineAdminList } from '../../../components/admin-list';
import { clientsList } from '../api/clients-list';

export const paymentTermText = (term: string | null) =>
  term === null ? '—' : term === 'E' ? 'Ettemaks' : `${term} päeva`;

/** /haldus/kliendid: the client companies, searchable, filtered and sorted on the server. */
const clientList = defineAdminList({
  ...clientsList,
  testId: 'admin-clients',
  title: 'Kliendid',
  create: { to: '/haldus/kliendid/uus', label: 'Lisa klient' },
  searchLabel: 'Otsi nime, registrikoodi või e-posti järgi',
  exportFileName: 'kliendid.csv',
  filters: [
    { name: 'status', label: 'Olek', options: CLIENT_STATUS_LABELS },
    {
      name: 'can_offers',
      label: 'Pakkumised',
      options: [
        ['1', 'Lubatud'],
        ['0', 'Keelatud'],
      ],
    },
  ],
  columns: [
    {
      id: 'name',
      header: 'Nimi',
      sortable: true,
      link: (client) => `/haldus/kliendid/${client.id}`,
      cell: (client) => client.name,
    },
    {
      id: 'registry_code',
      header: 'Registrikood',
      sortable: true,
      cell: (client) => client.registry_code ?? '—',
    },
    { id: 'vat_number', header: 'KMKR', cell: (client) => client.vat_number ?? '—' },
    { id: 'email', header: 'E-post arvetele', cell: (client) => client.email ?? '—' },
    { id: 'payment_term', header: 'Maksetähtaeg', cell: (client) => paymentTermText(client.payment_term) },
    { id: 'users', header: 'Kasutajaid', sortable: true, align: 'right', cell: (client) => client.users },
    {
      id: 'status',
      header: 'Olek',
      cell: (client) => (
        <span className={client.blocked ? 'font-medium text-red-700' : 'text-green-800'}>
          {client.status_label}
        </span>
      ),
    },
  ],
});

export function ClientListScreen() {
  return <AdminList of={clientList} />;
}
