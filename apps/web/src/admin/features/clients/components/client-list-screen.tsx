import { CLIENT_STATUS_LABELS, type AdminClientListItem } from '@kodumasinad/contract/admin';
import { Link } from 'react-router';
import { buttonClass } from '../../../../components/ui/button';
import { FilterSelect } from '../../../../components/ui/filter-select';
import { AdminListScreen } from '../../../components/admin-list-screen';
import type { AdminColumn } from '../../../components/admin-table';
import { useListParams } from '../../../lib/use-list-params';
import { CLIENTS_ENDPOINT, useClientsList } from '../api/clients-list';

const FILTERS = ['status', 'can_offers'] as const;

export const paymentTermText = (term: string | null) =>
  term === null ? '—' : term === 'E' ? 'Ettemaks' : `${term} päeva`;

const columns: AdminColumn<AdminClientListItem>[] = [
  {
    id: 'name',
    header: 'Nimi',
    sortable: true,
    cell: (client) => (
      <Link to={`/haldus/kliendid/${client.id}`} className="font-medium text-blue-700 underline">
        {client.name}
      </Link>
    ),
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
];

/** /haldus/kliendid: the client companies, searchable, filtered and sorted on the server. */
export function ClientListScreen() {
  const list = useListParams(FILTERS);
  const clients = useClientsList(list);
  return (
    <AdminListScreen
      testId="admin-clients"
      title="Kliendid"
      actions={
        <Link to="/haldus/kliendid/uus" className={buttonClass()}>
          Lisa klient
        </Link>
      }
      endpoint={CLIENTS_ENDPOINT}
      columns={columns}
      list={list}
      query={clients}
      searchLabel="Otsi nime, registrikoodi või e-posti järgi"
      exportFileName="kliendid.csv"
      filters={
        <>
          <FilterSelect
            label="Olek"
            value={list.params.filters.status ?? ''}
            options={CLIENT_STATUS_LABELS}
            onChange={(status) => list.update({ filters: { status }, page: 1 })}
          />
          <FilterSelect
            label="Pakkumised"
            value={list.params.filters.can_offers ?? ''}
            options={[
              ['1', 'Lubatud'],
              ['0', 'Keelatud'],
            ]}
            onChange={(canOffers) => list.update({ filters: { can_offers: canOffers }, page: 1 })}
          />
        </>
      }
    />
  );
}
